import type { ReactNode } from 'react';
import { CURRENT_PRIVACY_NOTICE, formsKitText, privacyNoticeIn, privacyNoticeText, type NoticeForm } from '@society/contracts';
import { LocalLink, useSiteSettings, useText } from '@society/web-kit';
import { rich } from './rich-text';

/**
 * The short notice beside every form (DPDP Act 2023, section 5): what it collects, why, for how long, how
 * to withdraw and where to complain, itemised, with the full policy a click away. Sending the form accepts
 * this version of the notice, and the form sends its number with the fields.
 */
export function FormPrivacyNote({ form }: { form: NoticeForm }) {
  const settings = useSiteSettings();
  const t = useText(formsKitText);
  // The notice's own lines, in the page's language, from the privacy notice itself (one text for both).
  const notice = privacyNoticeIn(CURRENT_PRIVACY_NOTICE, useText(privacyNoticeText));
  const short = notice.forms[form]?.short;
  const email = settings?.contacts.email ?? '';
  const grievanceEmail = settings?.contacts.grievanceEmail || email;
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  const items: Array<[string, ReactNode]> = [
    [t('noticeCollects'), short?.collects],
    [t('noticeWhy'), short?.why],
    [t('noticeKeep'), short?.keep],
    [t('noticeWithdraw'), email ? rich((v) => t('withdrawWriteTo', v), { email: mail(email) }) : t('withdrawWriteToUs')],
    [t('noticeComplain'), grievanceEmail ? rich((v) => t('complainWriteTo', v), { email: mail(grievanceEmail) }) : t('complainWriteToUs')],
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
          {t('noticeAccept', { version: notice.version })} <LocalLink to="/privacy">{t('fullPolicy')}</LocalLink>
        </p>
      </div>
    </div>
  );
}
