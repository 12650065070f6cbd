import { pagesAboutText } from '@society/contracts';
import { ButtonLink, useText } from '@society/web-kit';
import classroomArt from '../../../assets/art/classroom.svg';
import communityArt from '../../../assets/art/community.svg';
import handsHeartArt from '../../../assets/art/hands-heart.svg';
import kitesArt from '../../../assets/art/kites.svg';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { CoreTeamGrid } from './core-team-grid';
import './about.css';

type AboutKey = keyof typeof pagesAboutText.en;

// SPEC §2: four alternating text-and-image sections.
const SECTIONS = [
  { id: 'who-we-are', title: 'whoTitle', paragraphs: ['whoText1', 'whoText2'], art: communityArt, alt: 'whoAlt' },
  { id: 'our-vision', title: 'visionTitle', paragraphs: ['visionText1'], art: kitesArt, alt: 'visionAlt' },
  { id: 'aim', title: 'aimTitle', paragraphs: ['aimText1', 'aimText2'], art: classroomArt, alt: 'aimAlt' },
  { id: 'motive', title: 'motiveTitle', paragraphs: ['motiveText1', 'motiveText2'], art: handsHeartArt, alt: 'motiveAlt' },
] as const satisfies readonly { id: string; title: AboutKey; paragraphs: readonly AboutKey[]; art: string; alt: AboutKey }[];

export function AboutPage() {
  const t = useText(pagesAboutText);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="wk-container about-sections">
        {SECTIONS.map(({ id, title, paragraphs, art, alt }) => (
          <section key={id} className="about-section" aria-labelledby={id}>
            <div className="about-section__text">
              <h2 id={id} className="about-section__title">
                {t(title)}
              </h2>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{t(paragraph)}</p>
              ))}
            </div>
            <img className="about-section__art" src={art} alt={t(alt)} width={800} height={600} loading="lazy" decoding="async" />
          </section>
        ))}
      </div>
      <CoreTeamGrid />
      <section className="wk-container about-cta" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title" className="about-cta__title">
          {t('ctaTitle')}
        </h2>
        <p>{t('ctaText')}</p>
        <div className="pub-actions about-cta__actions">
          <ButtonLink to="/support/donate">{t('sponsorChild')}</ButtonLink>
          <ButtonLink to="/support" variant="secondary">
            {t('waysToSupport')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
