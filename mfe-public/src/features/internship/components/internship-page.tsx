import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { InternshipForm } from './internship-form';

export function InternshipPage() {
  usePageMeta('Internship Application', 'Intern with a grassroots education charity in Haryana: teaching, events, social media, design, writing or administration. Certificate on completion.');
  return (
    <>
      <PageIntro
        eyebrow="For students"
        title="Internship Application"
        lead="Learn how a small charity works from the inside: plan classes, run campaigns, tell our story online or keep the office running, alongside the people who do it every day."
      />
      <div className="wk-container pub-section">
        <div className="pub-form-layout">
          <aside className="pub-form-layout__aside" aria-labelledby="intern-terms-title">
            <div className="pub-note-card">
              <h2 id="intern-terms-title" className="pub-note-card__title">
                Internship terms
              </h2>
              <ul className="pub-checklist">
                <li>
                  A <strong>minimum of 3 months</strong>.
                </li>
                <li>
                  <strong>80% involvement</strong> in the work you take on.
                </li>
                <li>
                  A <strong>minimum of 8 hours weekly</strong>.
                </li>
                <li>
                  The internship is <strong>unpaid, with a certificate</strong> on completion.
                </li>
              </ul>
            </div>
            <div className="pub-note-card">
              <h2 className="pub-note-card__title">What happens next</h2>
              <p>Our HR team reviews each application and invites shortlisted students to a short interview.</p>
            </div>
          </aside>
          <div className="pub-form-card pub-form-layout__main">
            <InternshipForm />
          </div>
        </div>
      </div>
    </>
  );
}
