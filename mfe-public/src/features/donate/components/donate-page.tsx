import { formsDonateText } from '@society/contracts';
import { LocalLink, PageSpinner, useSiteSettings, useText } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { rich } from '../../../components/rich-text';
import { useDonationChoice } from '../hooks/use-donation-choice';
import { PaymentOptions } from './payment-options';
import { ReceiptForm } from './receipt-form';
import './donate.css';

export function DonatePage() {
  const t = useText(formsDonateText);
  usePageMeta(t('title'), t('metaDescription'));
  const settings = useSiteSettings();
  // The admin's payment details (Site tab); none yet: donations are not open.
  const payments = settings?.payments ?? null;
  // The amount and reference of this visit's gift (?amount=…&ref=…): the UPI QR code and the receipt form use them.
  const choice = useDonationChoice();
  const prefill = payments && choice.amount !== null && choice.reference ? { amount: choice.amount, reference: choice.reference } : undefined;

  return (
    <>
      <PageIntro
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
      >
        <div className="pub-actions">
          <a className="wk-btn wk-btn--primary wk-btn--lg" href="#ways-to-give">
            {t('seeDetails')}
          </a>
          <a className="wk-btn wk-btn--secondary wk-btn--lg" href="#receipt">
            {t('requestReceipt')}
          </a>
        </div>
      </PageIntro>

      <section id="ways-to-give" className="wk-container pub-section pub-donate" aria-labelledby="ways-title">
        <h2 id="ways-title">{t('waysTitle')}</h2>
        {settings === null ? <PageSpinner label={t('loadingPayments')} /> : null}
        {settings !== null && payments === null ? (
          <div className="pub-donate__closed" role="status">
            <h3>{t('closedTitle')}</h3>
            <p>{rich((v) => t('closedText', v), { link: <LocalLink to="/contact">{t('closedLink')}</LocalLink> })}</p>
          </div>
        ) : null}
        {payments ? <PaymentOptions details={payments} choice={choice} /> : null}

        <div className="pub-donate__info">
          <section className="pub-note-card" aria-labelledby="tax-title">
            <h3 id="tax-title" className="pub-note-card__title">
              {t('taxTitle')}
            </h3>
            <p>
              {rich((v) => t('taxText', v), {
                deduction: <strong>{t('taxDeduction')}</strong>,
                registration: <strong>{t('taxRegistration')}</strong>,
              })}
            </p>
            <p>{t('taxKeep')}</p>
          </section>
          <section className="pub-note-card" aria-labelledby="csr-title">
            <h3 id="csr-title" className="pub-note-card__title">
              {t('csrTitle')}
            </h3>
            <p>{t('csrText')}</p>
            <p>
              {payments?.csrEmail
                ? rich((v) => t('csrWriteTo', v), { email: <a href={`mailto:${payments.csrEmail}`}>{payments.csrEmail}</a> })
                : rich((v) => t('csrWriteContact', v), { link: <LocalLink to="/contact">{t('csrContactLink')}</LocalLink> })}
            </p>
          </section>
        </div>
      </section>

      <section id="receipt" className="pub-donate__receipt" aria-label={t('receiptSection')}>
        <div className="wk-container pub-section">
          <div className="pub-form-layout">
            <aside className="pub-form-layout__aside" aria-labelledby="receipt-steps-title">
              <div className="pub-note-card">
                <h2 id="receipt-steps-title" className="pub-note-card__title">
                  {t('stepsTitle')}
                </h2>
                <ol className="pub-donate__steps">
                  <li>{t('step1')}</li>
                  <li>{t('step2')}</li>
                  <li>{t('step3')}</li>
                </ol>
              </div>
            </aside>
            <div className="pub-form-card pub-form-layout__main">
              <ReceiptForm prefill={prefill} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
