import { Link } from 'react-router-dom';
import { ButtonLink } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import './support.css';

// SPEC §2 Support Us: three cards with these exact buttons.
const WAYS = [
  {
    title: 'Donate',
    text: 'Sponsor a child’s schooling or support a campaign by bank transfer, cheque or UPI. Donations qualify for a tax deduction under section 80G.',
    action: 'Donate Now',
    to: '/support/donate',
    icon: 'M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.4 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z',
  },
  {
    title: 'Volunteer',
    text: 'Teach a class, help at a health camp or a planting drive, or lend a hand with events and social media. A few hours a week make a difference.',
    action: 'Join Us',
    to: '/support/volunteer',
    icon: 'M7 11V6.5a1.5 1.5 0 0 1 3 0V11M10 10V5a1.5 1.5 0 0 1 3 0v5M13 10V6a1.5 1.5 0 0 1 3 0v6M16 10.5a1.5 1.5 0 0 1 3 0V14a7 7 0 0 1-7 7h-.5A6.5 6.5 0 0 1 6 17.5L4.3 14a1.5 1.5 0 0 1 2.6-1.5L7 13',
  },
  {
    title: 'Internships',
    text: 'Students can spend three months or more with us in teaching, fund raising, design, writing or administration. Internships are unpaid and end with a certificate.',
    action: 'Apply Now',
    to: '/support/internship',
    icon: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2.5 9 2.5 12 0v-5M22 9v5',
  },
] as const;

export function SupportPage() {
  usePageMeta(
    'Support Us',
    'Donate, volunteer or intern with a registered non-profit teaching slum children in Ambala, Chandigarh and Panchkula. Donations are eligible for 80G tax deduction.',
  );
  return (
    <>
      <PageIntro
        eyebrow="Sponsor a child"
        title="Support Us"
        lead="Every child in our classes is there because someone gave money, time or skill. Choose the way that suits you."
      />
      <div className="wk-container pub-section">
        <ul className="sup-grid">
          {WAYS.map(({ title, text, action, to, icon }) => (
            <li key={to} className="sup-card">
              <span className="sup-card__icon">
                <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
                  <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <h2 className="sup-card__title">{title}</h2>
              <p className="sup-card__text">{text}</p>
              <ButtonLink to={to} size="lg">
                {action}
              </ButtonLink>
            </li>
          ))}
        </ul>
        <section className="sup-reports" aria-labelledby="reports-title">
          <h2 id="reports-title" className="sup-reports__title">
            See what your support does
          </h2>
          <p>
            Our newsletters and annual reports show where the money and the hours go.{' '}
            <Link to="/publications">Read our publications</Link>.
          </p>
        </section>
      </div>
    </>
  );
}
