import { ButtonLink, useSiteSettings } from '@society/web-kit';
import classroomArt from '../../../assets/art/classroom.svg';
import readingCircleArt from '../../../assets/art/reading-circle.svg';
import skillsArt from '../../../assets/art/skills.svg';
import treePlantingArt from '../../../assets/art/tree-planting.svg';
import { ImageCarousel, type CarouselSlide } from './image-carousel';

// SPEC §9: four slides of the site's own artwork, until the admin chooses pictures in the Site tab.
const ARTWORK_SLIDES: readonly CarouselSlide[] = [
  { src: readingCircleArt, alt: 'Three children sit on a mat under a tree, each reading a book.' },
  { src: classroomArt, alt: 'A teacher points to letters and numbers on a blackboard while children listen.' },
  { src: skillsArt, alt: 'Two young people learning skills, one at a sewing machine and one at a laptop.' },
  { src: treePlantingArt, alt: 'A volunteer and a child plant and water a sapling.' },
];

/** 'Education to Change The World' beside the carousel (SPEC §2). */
export function MissionSection() {
  const chosen = useSiteSettings()?.home.carousel ?? [];
  const slides = chosen.length > 0 ? chosen.map(({ url, alt }) => ({ src: url, alt })) : ARTWORK_SLIDES;
  return (
    <section className="home-section" aria-labelledby="mission-title">
      <div className="wk-container home-mission">
        <div className="home-mission__text">
          <p className="home-eyebrow">Working since January 2022</p>
          <h2 id="mission-title" className="home-section__title">
            Education to Change The World
          </h2>
          <p>
            Too many children in the slums of Ambala Cantt, Topkhana Basti, Chandigarh and Panchkula grow up without
            school, and too many are sent to work instead. Illiteracy then keeps their families in unemployment and debt.
          </p>
          <p>
            We are a registered non-profit society. Our volunteers teach these children, help them into school and keep
            them there, and help young people and parents learn the skills that lead to steady work. Our vision is an India
            free of child labour and poverty.
          </p>
          <div className="pub-actions">
            <ButtonLink to="/support/donate" size="lg">
              Sponsor A Child
            </ButtonLink>
            <ButtonLink to="/about" size="lg" variant="ghost">
              About Us
            </ButtonLink>
          </div>
        </div>
        <ImageCarousel slides={slides} label="Pictures of our work" />
      </div>
    </section>
  );
}
