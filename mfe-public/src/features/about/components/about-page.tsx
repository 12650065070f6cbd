import { ButtonLink } from '@society/web-kit';
import classroomArt from '../../../assets/art/classroom.svg';
import communityArt from '../../../assets/art/community.svg';
import handsHeartArt from '../../../assets/art/hands-heart.svg';
import kitesArt from '../../../assets/art/kites.svg';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { CoreTeamGrid } from './core-team-grid';
import './about.css';

// SPEC §2: four alternating text-and-image sections.
const SECTIONS = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    paragraphs: [
      'We are a registered non-profit welfare society, working since January 2022 in Ambala Cantt, Topkhana Basti, Chandigarh and Panchkula.',
      'Our volunteers teach children from slums and poor families, help them into school and keep them there. Alongside, we help young people and parents learn skills and find work, and we run campaigns for health, women, the environment and the animals of our streets.',
    ],
    art: communityArt,
    alt: 'Adults and children stand hand in hand in front of a small school at sunrise.',
  },
  {
    id: 'our-vision',
    title: 'Our Vision',
    paragraphs: [
      'An India free of child labour and poverty: where every child spends the day learning, not working, and grows up able to earn a fair living.',
    ],
    art: kitesArt,
    alt: 'Three children fly kites over rooftops at sunrise.',
  },
  {
    id: 'aim',
    title: 'Aim',
    paragraphs: [
      'To educate underprivileged and slum children, and to reduce the unemployment and financial distress that illiteracy causes.',
      'We do this through regular classes, sponsorship of children’s schooling, skills training for young people and adults, and awareness drives in the communities we serve.',
    ],
    art: classroomArt,
    alt: 'A teacher points to letters and numbers on a blackboard while children listen.',
  },
  {
    id: 'motive',
    title: 'Motive',
    paragraphs: [
      'A child who cannot read grows into an adult who is easy to cheat and hard to employ, and whose own children often face the same fate. Education breaks that circle.',
      'Every child deserves the chance to learn, to play and to choose a future. Our work is to make sure that where a child is born does not decide how far that child can go.',
    ],
    art: handsHeartArt,
    alt: 'Two hands hold a heart with a young plant growing from it.',
  },
] as const;

export function AboutPage() {
  usePageMeta(
    'About Us',
    'Who we are: a registered non-profit working since January 2022 to educate slum children and end child labour and poverty in Ambala, Chandigarh and Panchkula. Meet our core team.',
  );
  return (
    <>
      <PageIntro
        eyebrow="Registered non-profit · since January 2022"
        title="About Us"
        lead="A welfare society of volunteers who believe that education is the surest way out of poverty, for a child and for a family."
      />
      <div className="wk-container about-sections">
        {SECTIONS.map(({ id, title, paragraphs, art, alt }) => (
          <section key={id} className="about-section" aria-labelledby={id}>
            <div className="about-section__text">
              <h2 id={id} className="about-section__title">
                {title}
              </h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <img className="about-section__art" src={art} alt={alt} width={800} height={600} loading="lazy" decoding="async" />
          </section>
        ))}
      </div>
      <CoreTeamGrid />
      <section className="wk-container about-cta" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title" className="about-cta__title">
          Be part of the change
        </h2>
        <p>Sponsor a child, give a few hours a week, or join us as an intern.</p>
        <div className="pub-actions about-cta__actions">
          <ButtonLink to="/support/donate">Sponsor A Child</ButtonLink>
          <ButtonLink to="/support" variant="secondary">
            Ways to Support Us
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
