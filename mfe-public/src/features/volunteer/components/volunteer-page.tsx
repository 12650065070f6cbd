import { LIMITS } from '@society/contracts';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { VolunteerForm } from './volunteer-form';

export function VolunteerPage() {
  usePageMeta('Volunteer With Us', 'Teach, organise events or help behind the scenes: volunteer a few hours a week with children in Ambala, Chandigarh and Panchkula.');
  return (
    <>
      <PageIntro
        eyebrow="Give a few hours a week"
        title="Volunteer With Us"
        lead="Teach a class in the basti, run a drive, design a poster or keep the records straight. Tell us what you enjoy and when you are free."
      />
      <div className="wk-container pub-section">
        <div className="pub-form-layout">
          <aside className="pub-form-layout__aside" aria-labelledby="volunteer-terms-title">
            <div className="pub-note-card">
              <h2 id="volunteer-terms-title" className="pub-note-card__title">
                Volunteer terms
              </h2>
              <ul className="pub-checklist">
                <li>
                  Stay with us for a <strong>minimum of 3 months</strong>.
                </li>
                <li>
                  Give a <strong>minimum of {LIMITS.volunteerHoursMin} hours per week</strong>.
                </li>
                <li>
                  Take part in at least <strong>75% of our events</strong>.
                </li>
              </ul>
            </div>
            <div className="pub-note-card">
              <h2 className="pub-note-card__title">What happens next</h2>
              <p>Our HR team reads every application and calls you for a short conversation, usually within a week.</p>
            </div>
          </aside>
          <div className="pub-form-card pub-form-layout__main">
            <VolunteerForm />
          </div>
        </div>
      </div>
    </>
  );
}
