import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CURRENT_PRIVACY_NOTICE, type NoticeForm } from '@society/contracts';
import { useSiteSettings } from '@society/web-kit';

/**
 * The short notice beside every form (DPDP Act 2023, section 5): what it collects, why, for how long, how
 * to withdraw and where to complain, itemised, with the full policy a click away. Sending the form accepts
 * this version of the notice, and the form sends its number with the fields.
 */
export function FormPrivacyNote({ form }: { form: NoticeForm }) {
  const settings = useSiteSettings();
  const notice = CURRENT_PRIVACY_NOTICE;
  const { short } = notice.forms[form];
  const email = settings?.contacts.email ?? '';
  const grievanceEmail = settings?.contacts.grievanceEmail || email;
  const items: Array<[string, ReactNode]> = [
    ['What we collect', short.collects],
    ['Why', short.why],
    ['How long', short.keep],
    ['To withdraw', email ? <>Write to <a href={`mailto:${email}`}>{email}</a>.</> : 'Write to us.'],
    ['To complain', grievanceEmail ? <>Write to <a href={`mailto:${grievanceEmail}`}>{grievanceEmail}</a>, then, if need be, to the Data Protection Board of India.</> : 'Write to us, then, if need be, to the Data Protection Board of India.'],
  ];
  return (
    <div className="pub-form__privacy">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3l7 3v5.5c0 4.4-3 8.2-7 9.5-4-1.3-7-5.1-7-9.5V6l7-3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        <dl className="pub-form__notice">
          {items.map(([term, detail]) => (
            <div key={term}>
              <dt>{term}:</dt> <dd>{detail}</dd>
            </div>
          ))}
        </dl>
        <p className="pub-form__notice-foot">
          By sending this form you accept this notice (version {notice.version}). <Link to="/privacy">Full privacy policy</Link>
        </p>
      </div>
    </div>
  );
}
