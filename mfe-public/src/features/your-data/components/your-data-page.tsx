import { Link } from 'react-router-dom';
import { useSiteSettings, useSocietyName } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { DataRequestForm } from './data-request-form';
import './your-data.css';

/**
 * The "Your data" page (DPDP Act 2023, sections 11 to 14): a person asks to see, correct or erase the data held
 * under their email address, nominates someone, or raises a grievance. The request is confirmed through a link
 * mailed to that address; the page says the same whether or not we hold anything.
 */
export function YourDataPage() {
  const society = useSocietyName() || 'the society';
  const grievanceEmail = useSiteSettings()?.contacts.grievanceEmail || '';
  usePageMeta('Your data', `Ask ${society} for a copy of your data, to correct or erase it, to nominate someone, or raise a grievance.`);
  return (
    <>
      <PageIntro
        eyebrow="Your rights under the Data Protection Act"
        title="Your data"
        lead="See what we hold about you, have it corrected or erased, name someone to act for you, or tell us about a problem."
      />
      <div className="wk-container pub-section">
        <div className="pub-form-layout">
          <div className="pub-form-card pub-form-layout__main">
            <DataRequestForm />
          </div>
          <aside className="pub-form-layout__aside" aria-labelledby="your-data-how">
            <section className="pub-note-card">
              <h2 id="your-data-how" className="pub-note-card__title">
                How it works
              </h2>
              <ol className="your-data__steps">
                <li>
                  <strong>You ask</strong> with the email address your data is held under.
                </li>
                <li>
                  <strong>You confirm</strong> by opening the link we email you. We do nothing before, and we never say here whether we hold anything.
                </li>
                <li>
                  <strong>We answer by email</strong> within the period our <Link to="/privacy">privacy policy</Link> states (never more than 90 days); the confirmation page shows the date.
                </li>
              </ol>
            </section>
            <section className="pub-note-card" aria-labelledby="your-data-kept">
              <h2 id="your-data-kept" className="pub-note-card__title">
                What we must keep
              </h2>
              <p>
                Tax law makes us keep donation records and 80G receipts for years after the gift: on erasure we keep only your name, postal address, PAN, the amount, date and receipt, and tell you until when.
              </p>
              <p>
                Children’s records are not held under an email address: a parent or guardian asks our team in person.
                {grievanceEmail ? (
                  <>
                    {' '}
                    You can also write to our grievance contact, <a href={`mailto:${grievanceEmail}`}>{grievanceEmail}</a>.
                  </>
                ) : null}
              </p>
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}
