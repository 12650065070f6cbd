import { Link } from 'react-router-dom';
import { useSiteSettings } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { LEGAL_UPDATED } from '../legal-updated';
import './legal.css';

interface FormNotice {
  id: string;
  form: string;
  page: string;
  collects: string;
  why: string;
  who: string;
  keep: string;
}

// What each public form collects, why, who sees it and for how long (DPDP Act 2023, section 5).
const FORMS: readonly FormNotice[] = [
  {
    id: 'contact',
    form: 'Contact form',
    page: '/contact',
    collects: 'Your name, email address and message.',
    why: 'To read your message and reply to you.',
    who: 'Society staff who answer messages (the admin and HR teams).',
    keep: '2 years from when you wrote, then deleted.',
  },
  {
    id: 'volunteer',
    form: 'Volunteer application',
    page: '/support/volunteer',
    collects:
      'Your name, email address, phone number, gender, date of birth, the area you would like to help in, your experience (if you tell us), the hours you can give each week, how you heard about us, and your agreement to the volunteer terms.',
    why:
      'To consider your application, contact you about it, and plan the work if you join us. Your date of birth tells us you are old enough to volunteer; if you join us, staff also use it to wish you on your birthday.',
    who: 'The society’s HR team, and its administrators.',
    keep: '3 years after the last activity on your application (for volunteers who join us: 3 years after you stop volunteering).',
  },
  {
    id: 'internship',
    form: 'Internship application',
    page: '/support/internship',
    collects:
      'Your name, email address, phone number, gender, date of birth, course and college, the area you are interested in, the duration and availability you choose, how you heard about us, and your agreement to the internship terms.',
    why: 'To consider your application, contact you about it, arrange the internship and issue your certificate.',
    who: 'The society’s HR team, and its administrators.',
    keep: '3 years after the last activity on your application or internship, so that we can confirm a certificate if asked.',
  },
  {
    id: 'donation',
    form: 'Donation receipt request',
    page: '/support/donate',
    collects:
      'Your name, email address, the amount, the payment mode, the transaction (UTR) number or the name of the person who paid in cash, and, if you choose to add one, a screenshot of the payment.',
    why:
      'To match your gift with our bank records, send you a receipt for your tax deduction under section 80G, and keep the accounts that the law requires of a registered charity.',
    who: 'The society’s administrators who keep the accounts. Payment screenshots are stored privately and are never shown on the website.',
    keep: '8 years from the end of the financial year of the donation, as Indian tax law expects for books of account.',
  },
];

export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'What the society’s website collects through its contact, volunteer, internship and donation forms, why, who sees it, how long it is kept, and how to ask for a copy, a correction or deletion.',
  );
  const settings = useSiteSettings();
  const name = settings?.identity.name ?? 'The society';
  const email = settings?.contacts.email ?? '';
  const grievance = { name: settings?.contacts.grievanceName ?? '', email: settings?.contacts.grievanceEmail || email };
  return (
    <>
      <PageIntro
        eyebrow={`Last updated ${LEGAL_UPDATED}`}
        title="Privacy Policy"
        lead="We ask only for what we need to answer you, take your application or send your receipt. This page explains what we collect, why, who sees it, how long we keep it, and how you can see, correct or delete it."
      />
      <div className="wk-container legal">
        <nav className="legal__toc" aria-labelledby="privacy-toc">
          <h2 id="privacy-toc" className="legal__toc-title">
            On this page
          </h2>
          <ol>
            <li>
              <a href="#who-we-are">Who is responsible</a>
            </li>
            <li>
              <a href="#forms">What each form collects</a>
            </li>
            <li>
              <a href="#not-collected">What we do not collect</a>
            </li>
            <li>
              <a href="#sharing">Who else may see it</a>
            </li>
            <li>
              <a href="#other-sites">Maps and social media embeds</a>
            </li>
            <li>
              <a href="#security">How we protect it</a>
            </li>
            <li>
              <a href="#rights">Your rights and whom to write to</a>
            </li>
          </ol>
        </nav>

        <div className="legal__body">
          <section aria-labelledby="who-we-are">
            <h2 id="who-we-are">Who is responsible</h2>
            <p>
              {name}, a registered non-profit society, decides why and how the personal data sent through this website
              is used. Under India’s Digital Personal Data Protection Act, 2023 we are the “data fiduciary” for it. You can
              reach us about anything on this page at <a href={`mailto:${email}`}>{email}</a>.
            </p>
            <p>
              By sending a form you agree to our using what you send for the purpose stated beside that form and below. You
              can withdraw that consent at any time by writing to us; it does not undo what was done before, and we may still
              keep what the law requires us to keep.
            </p>
          </section>

          <section aria-labelledby="forms">
            <h2 id="forms">What each form collects</h2>
            {FORMS.map(({ id, form, page, collects, why, who, keep }) => (
              <article key={id} className="legal__card" aria-labelledby={`form-${id}`}>
                <h3 id={`form-${id}`}>
                  <Link to={page}>{form}</Link>
                </h3>
                <dl>
                  <dt>What we ask for</dt>
                  <dd>{collects}</dd>
                  <dt>Why</dt>
                  <dd>{why}</dd>
                  <dt>Who sees it</dt>
                  <dd>{who}</dd>
                  <dt>How long we keep it</dt>
                  <dd>{keep}</dd>
                </dl>
              </article>
            ))}
            <p>
              When you send a form, our server also notes the network (IP) address it came from, only to stop anyone sending
              the forms over and over; that note is deleted within a day. Our servers keep ordinary technical logs for up to 90
              days to find faults and misuse. The visitor counter in the footer counts visits; it does not record who you are.
            </p>
          </section>

          <section aria-labelledby="not-collected">
            <h2 id="not-collected">What we do not collect</h2>
            <ul>
              <li>
                We do not collect information about children from visitors. The records our staff keep about the children we
                teach are entered by our team, are never collected through the public forms, and are never shown on this
                website.
              </li>
              <li>We do not use advertising or tracking cookies, and we do not sell or rent anyone’s data.</li>
              <li>
                Our forms are meant for people aged 18 or over. If you are younger, please ask a parent or guardian to write
                to us first.
              </li>
            </ul>
          </section>

          <section aria-labelledby="sharing">
            <h2 id="sharing">Who else may see it</h2>
            <p>
              Inside the society, each member of staff sees only what their role needs, as listed above. Outside it, we share
              personal data only:
            </p>
            <ul>
              <li>with the company that hosts our website and database, which stores it for us and may not use it otherwise;</li>
              <li>
                where the law requires it, for example donation details in the statements a registered charity files with the
                Income Tax Department.
              </li>
            </ul>
          </section>

          <section aria-labelledby="other-sites">
            <h2 id="other-sites">Maps and social media embeds</h2>
            <p>
              The Home page shows our Facebook and Instagram posts, and the Contact page shows a Google map. These are loaded
              from those companies’ own servers when you scroll to them, so they receive your network address and may use
              cookies under their own privacy policies. The links to our social media pages open those sites in a new tab.
            </p>
          </section>

          <section aria-labelledby="security">
            <h2 id="security">How we protect it</h2>
            <p>
              The website is served over an encrypted connection. Only staff who sign in to the protected staff area can see
              what you send, each only what their role allows. Uploaded payment screenshots are stored privately, away from
              the public website.
            </p>
          </section>

          <section aria-labelledby="rights">
            <h2 id="rights">Your rights and whom to write to</h2>
            <p>You can ask us, free of charge:</p>
            <ul>
              <li>for a summary of the personal data we hold about you and what we do with it;</li>
              <li>to correct, complete or update it;</li>
              <li>
                to delete it, unless the law requires us to keep it (for example donation records for tax purposes), in which
                case we will tell you why and until when;
              </li>
              <li>to withdraw your consent for the future;</li>
              <li>to name someone who may use these rights for you if you die or cannot act yourself.</li>
            </ul>
            <p className="legal__contact">
              Write to our grievance contact{grievance.name ? `, ${grievance.name},` : ''} at <a href={`mailto:${grievance.email}`}>{grievance.email}</a>, from the email address
              you used in the form if you can, and say which form you sent and roughly when. We will reply within 30 days.
            </p>
            <p>
              If you are not satisfied with our answer, you may complain to the Data Protection Board of India.
            </p>
            <p>
              We will change this page when what we collect or how we use it changes, and update the date at the top. See also
              our <Link to="/terms">Terms of Use</Link>.
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
