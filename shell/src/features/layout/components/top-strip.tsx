import { SITE } from '../../../config/site';
import { MailIcon, PhoneIcon, PinIcon } from './icons';
import { SocialLinks } from './social-links';

/** The contact strip above the navigation (SPEC §1). */
export function TopStrip() {
  return (
    <div className="sh-top-strip">
      <div className="wk-container sh-top-strip__inner">
        <ul className="sh-top-strip__contact">
          <li>
            <a href={`mailto:${SITE.email}`}>
              <MailIcon />
              <span>{SITE.email}</span>
            </a>
          </li>
          <li>
            <a href={SITE.phoneHref}>
              <PhoneIcon />
              <span>{SITE.phoneDisplay}</span>
            </a>
          </li>
          <li>
            <a href={SITE.mapsUrl} target="_blank" rel="noopener noreferrer">
              <PinIcon />
              <span>Find Us</span>
            </a>
          </li>
        </ul>
        <SocialLinks className="sh-top-strip__social" />
      </div>
    </div>
  );
}
