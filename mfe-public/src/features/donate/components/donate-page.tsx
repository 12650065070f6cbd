import { PageSpinner, useSiteSettings } from '@society/web-kit';
import { Link } from 'react-router-dom';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { PaymentOptions } from './payment-options';
import { ReceiptForm } from './receipt-form';
import './donate.css';

export function DonatePage() {
  usePageMeta('Donate', 'Donate by bank transfer, cheque or UPI to keep children from the slums of Ambala in school. 50% tax deduction under section 80G.');
  const settings = useSiteSettings();
  // The admin's payment details (Site tab); none yet: donations are not open.
  const payments = settings?.payments ?? null;

  return (
    <>
      <PageIntro
        eyebrow="Sponsor a child's education"
        title="Donate"
        lead="Your gift buys notebooks, pays for teachers' travel and keeps free classes running for children in the slums of Ambala. Pay by bank transfer, cheque or UPI, then ask for your receipt below."
      >
        <div className="pub-actions">
          <a className="wk-btn wk-btn--primary wk-btn--lg" href="#ways-to-give">
            See payment details
          </a>
          <a className="wk-btn wk-btn--secondary wk-btn--lg" href="#receipt">
            Request a receipt
          </a>
        </div>
      </PageIntro>

      <section id="ways-to-give" className="wk-container pub-section pub-donate" aria-labelledby="ways-title">
        <h2 id="ways-title">Ways to give</h2>
        {settings === null ? <PageSpinner label="Loading payment details" /> : null}
        {settings !== null && payments === null ? (
          <div className="pub-donate__closed" role="status">
            <h3>Donations are not open yet</h3>
            <p>
              The society&apos;s bank and UPI details will appear here soon. Please <Link to="/contact">write to us</Link> if
              you would like to give today.
            </p>
          </div>
        ) : null}
        {payments ? <PaymentOptions details={payments} /> : null}

        <div className="pub-donate__info">
          <section className="pub-note-card" aria-labelledby="tax-title">
            <h3 id="tax-title" className="pub-note-card__title">
              Tax benefits
            </h3>
            <p>
              Donations to the society qualify for a <strong>50% deduction under section 80G</strong> of the Income Tax Act. The
              society holds <strong>12A registration</strong>, so your gift goes to a registered non-profit.
            </p>
            <p>Keep the receipt we email you: it is what you need to claim the deduction.</p>
          </section>
          <section className="pub-note-card" aria-labelledby="csr-title">
            <h3 id="csr-title" className="pub-note-card__title">
              Corporate social responsibility (CSR)
            </h3>
            <p>
              Companies can fund a classroom, a skills course or a health camp as part of their CSR work. We share plans, budgets and
              reports for every partnership.
            </p>
            <p>
              {payments?.csrEmail ? (
                <>
                  Write to <a href={`mailto:${payments.csrEmail}`}>{payments.csrEmail}</a>.
                </>
              ) : (
                <>
                  Write to us through the <Link to="/contact">contact page</Link>.
                </>
              )}
            </p>
          </section>
        </div>
      </section>

      <section id="receipt" className="pub-donate__receipt" aria-label="Donation receipt">
        <div className="wk-container pub-section">
          <div className="pub-form-layout">
            <aside className="pub-form-layout__aside" aria-labelledby="receipt-steps-title">
              <div className="pub-note-card">
                <h2 id="receipt-steps-title" className="pub-note-card__title">
                  How to get your receipt
                </h2>
                <ol className="pub-donate__steps">
                  <li>Pay by bank transfer, cheque or UPI using the details above.</li>
                  <li>Fill in this form with the UTR number of the payment (or the payer's name for cash).</li>
                  <li>We check the payment and email your receipt.</li>
                </ol>
              </div>
            </aside>
            <div className="pub-form-card pub-form-layout__main">
              <ReceiptForm />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
