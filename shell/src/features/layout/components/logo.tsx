import { frameText } from '@society/contracts';
import { LocalLink, useSiteSettings, useText } from '@society/web-kit';

/** The society's logo from its settings, or the site's own mark: an open book under a rising sun. */
export function LogoMark({ size = 44 }: { size?: number }) {
  const logo = useSiteSettings()?.identity.logo;
  if (logo) return <img className="sh-logo__mark" src={logo.url} alt="" width={size} height={size} />;
  return (
    <svg className="sh-logo__mark" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#c2410c" />
      <circle cx="24" cy="21" r="6.2" fill="#fdba74" />
      <path d="M24 10.5v2.6M14.6 14.4l1.8 1.8M33.4 14.4l-1.8 1.8M11 23h2.6M37 23h-2.6" stroke="#fdba74" strokeWidth="2" strokeLinecap="round" />
      <path d="M9.5 27.6c5-2 9.8-1.7 14.5 1.2 4.7-2.9 9.5-3.2 14.5-1.2v9.2c-5-2-9.8-1.7-14.5 1.2-4.7-2.9-9.5-3.2-14.5-1.2z" fill="#fff" />
      <path d="M24 28.8V38" stroke="#c2410c" strokeWidth="1.6" />
    </svg>
  );
}

/** Logo and name, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const identity = useSiteSettings()?.identity;
  const t = useText(frameText);
  const name = identity ? identity.shortName || identity.name : '';
  return (
    // Named by its visible words (WCAG 2.5.3, label in name); the space separates them for screen readers.
    // Until the society has a name (Site tab), the link still says where it goes.
    <LocalLink to="/" className={`sh-logo sh-logo--${tone}`} aria-label={name ? undefined : t('home')}>
      <LogoMark />
      <span className="sh-logo__text">
        <span className="sh-logo__name">{name}</span>{' '}
        <span className="sh-logo__tagline">{identity?.tagline}</span>
      </span>
    </LocalLink>
  );
}
