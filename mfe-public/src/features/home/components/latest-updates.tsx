import { pagesHomeText } from '@society/contracts';
import { useSiteSettings, useText } from '@society/web-kit';
import { SocialEmbed } from './social-embed';

function facebookEmbed(pageUrl: string): string {
  return `https://www.facebook.com/plugins/page.php?${new URLSearchParams({
    href: pageUrl,
    tabs: 'timeline',
    width: '500',
    height: '460',
    small_header: 'true',
    adapt_container_width: 'true',
    hide_cover: 'false',
    show_facepile: 'false',
  })}`;
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * SPEC §2 Latest Updates: the society's Facebook timeline and Instagram, and links to follow both
 * (each only once the admin has named the page or account in the Site tab).
 */
export function LatestUpdates() {
  const t = useText(pagesHomeText);
  const social = useSiteSettings()?.social;
  const facebookPageUrl = social?.facebookPageUrl ?? '';
  const instagramUrl = social?.instagramUsername ? `https://www.instagram.com/${encodeURIComponent(social.instagramUsername)}/` : '';
  if (!facebookPageUrl && !instagramUrl) return null;
  return (
    <section className="home-section home-updates" aria-labelledby="updates-title">
      <div className="wk-container">
        <div className="home-section__head">
          <h2 id="updates-title" className="home-section__title">
            {t('updatesTitle')}
          </h2>
          <p className="home-section__lead">{t('updatesLead')}</p>
        </div>
        <div className="home-updates__grid">
          {facebookPageUrl ? (
          <SocialEmbed
            network="Facebook"
            icon={icon('M14 8.5h2.5V5H14a4 4 0 0 0-4 4v2H8v3.5h2V21h3.5v-6.5H16l.5-3.5h-3V9a.5.5 0 0 1 .5-.5z')}
            blurb={t('facebookBlurb')}
            src={facebookEmbed(facebookPageUrl)}
            followUrl={facebookPageUrl}
            followLabel={t('followFacebook')}
          />
          ) : null}
          {instagramUrl ? (
          <SocialEmbed
            network="Instagram"
            icon={icon('M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01')}
            blurb={t('instagramBlurb')}
            src={`${instagramUrl}embed/`}
            followUrl={instagramUrl}
            followLabel={t('followInstagram')}
          />
          ) : null}
        </div>
      </div>
    </section>
  );
}
