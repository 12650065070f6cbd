import { ApplicationPage } from '../../../components/application-page';
import { usePageMeta } from '../../../components/page-meta';
import { InternshipForm } from './internship-form';

export function InternshipPage() {
  usePageMeta('Internship Application', 'Intern with a grassroots education charity in Haryana: teaching, events, social media, design, writing or administration. Certificate on completion.');
  return (
    <ApplicationPage
      eyebrow="For students"
      title="Internship Application"
      lead="Learn how a small charity works from the inside: plan classes, run campaigns, tell our story online or keep the office running, alongside the people who do it every day."
      idPrefix="intern"
      termsTitle="Internship terms"
      terms={
        <>
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
        </>
      }
      nextSteps="Our HR team reviews each application and invites shortlisted students to a short interview."
    >
      <InternshipForm />
    </ApplicationPage>
  );
}
