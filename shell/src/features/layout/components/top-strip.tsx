import { ContactAnchor, useContactLinks } from './contact-links';
import { LanguageSwitch } from './language-switch';
import { SocialLinks } from './social-links';

/** The contact strip above the navigation (SPEC §1), with the language switch at its end. */
export function TopStrip() {
  const links = useContactLinks();
  return (
    <div className="sh-top-strip">
      <div className="wk-container sh-top-strip__inner">
        <ul className="sh-top-strip__contact">
          {links.map((link) => (
            <li key={link.key}>
              <ContactAnchor link={link}>
                <link.Icon />
                <span>{link.text}</span>
              </ContactAnchor>
            </li>
          ))}
        </ul>
        <div className="sh-top-strip__end">
          <SocialLinks className="sh-top-strip__social" />
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}
