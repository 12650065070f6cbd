import { pagesHomeText } from '@society/contracts';
import { ButtonLink, useSiteSettings, useText } from '@society/web-kit';
import classroomArt from '../../../assets/art/classroom.svg';
import readingCircleArt from '../../../assets/art/reading-circle.svg';
import skillsArt from '../../../assets/art/skills.svg';
import treePlantingArt from '../../../assets/art/tree-planting.svg';
import { ImageCarousel, type CarouselSlide } from './image-carousel';

// SPEC §9: four slides of the site's own artwork, until the admin chooses pictures in the Site tab.
const ARTWORK_SLIDES = [
  { src: readingCircleArt, alt: 'slideReadingCircle' },
  { src: classroomArt, alt: 'slideClassroom' },
  { src: skillsArt, alt: 'slideSkills' },
  { src: treePlantingArt, alt: 'slideTreePlanting' },
] as const satisfies readonly { src: string; alt: keyof typeof pagesHomeText.en }[];

/** 'Education to Change The World' beside the carousel (SPEC §2). */
export function MissionSection() {
  const t = useText(pagesHomeText);
  const chosen = useSiteSettings()?.home.carousel ?? [];
  // The admin's pictures keep the words the admin gave them.
  const slides: readonly CarouselSlide[] =
    chosen.length > 0 ? chosen.map(({ url, alt }) => ({ src: url, alt })) : ARTWORK_SLIDES.map(({ src, alt }) => ({ src, alt: t(alt) }));
  return (
    <section className="home-section" aria-labelledby="mission-title">
      <div className="wk-container home-mission">
        <div className="home-mission__text">
          <p className="home-eyebrow">{t('missionEyebrow')}</p>
          <h2 id="mission-title" className="home-section__title">
            {t('missionTitle')}
          </h2>
          <p>{t('missionText1')}</p>
          <p>{t('missionText2')}</p>
          <div className="pub-actions">
            <ButtonLink to="/support/donate" size="lg">
              {t('sponsorChild')}
            </ButtonLink>
            <ButtonLink to="/about" size="lg" variant="ghost">
              {t('aboutUs')}
            </ButtonLink>
          </div>
        </div>
        <ImageCarousel slides={slides} label={t('carouselLabel')} />
      </div>
    </section>
  );
}
