import { LIMITS } from '@society/contracts';
import { ApplicationPage } from '../../../components/application-page';
import { usePageMeta } from '../../../components/page-meta';
import { VolunteerForm } from './volunteer-form';

export function VolunteerPage() {
  usePageMeta('Volunteer With Us', 'Teach, organise events or help behind the scenes: volunteer a few hours a week with children in Ambala, Chandigarh and Panchkula.');
  return (
    <ApplicationPage
      eyebrow="Give a few hours a week"
      title="Volunteer With Us"
      lead="Teach a class in the basti, run a drive, design a poster or keep the records straight. Tell us what you enjoy and when you are free."
      idPrefix="volunteer"
      termsTitle="Volunteer terms"
      terms={
        <>
          <li>
            Stay with us for a <strong>minimum of 3 months</strong>.
          </li>
          <li>
            Give a <strong>minimum of {LIMITS.volunteerHoursMin} hours per week</strong>.
          </li>
          <li>
            Take part in at least <strong>75% of our events</strong>.
          </li>
        </>
      }
      nextSteps="Our HR team reads every application and calls you for a short conversation, usually within a week."
    >
      <VolunteerForm />
    </ApplicationPage>
  );
}
