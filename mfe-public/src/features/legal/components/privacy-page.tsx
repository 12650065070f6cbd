import { Link, useSearchParams } from 'react-router-dom';
import { CURRENT_PRIVACY_NOTICE, NOTICE_FORMS, PRIVACY_NOTICE_VERSIONS, privacyNotice } from '@society/contracts';
import { useSiteSettings } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { LEGAL_UPDATED } from '../legal-updated';
import './legal.css';

const DAY_FORMAT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-11-26' → '26 November 2026' (the same on the server and in the browser). */
const formatDay = (day: string) => DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));

export function PrivacyPage() {
  usePageMeta(
    'Privacy Policy',
    'What the society’s website collects through its contact, volunteer, internship and donation forms, why, who sees it, how long it is kept, and how to ask for a copy, a correction or deletion.',
  );
  const settings = useSiteSettings();
  // Until the Site tab names the society its name is '', not missing: the sentence still needs a subject.
  const name = settings?.identity.name || 'The society';
  const email = settings?.contacts.email ?? '';
  const grievance = { name: settings?.contacts.grievanceName ?? '', email: settings?.contacts.grievanceEmail || email };
  // ?version=N shows a past version of the form notices again (each submission records the one accepted).
  const [params] = useSearchParams();
  const notice = privacyNotice(Number(params.get('version'))) ?? CURRENT_PRIVACY_NOTICE;
  const past = notice.version !== CURRENT_PRIVACY_NOTICE.version;
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
            <li>
              <a href="#versions">Earlier versions</a>
            </li>
          </ol>
        </nav>

        <div className="legal__body">
          <section aria-labelledby="who-we-are">
            <h2 id="who-we-are">Who is responsible</h2>
            <p>
              {name}, a registered non-profit society, decides why and how the personal data sent through this website
              is used. Under India’s Digital Personal Data Protection Act, 2023 we are the “data fiduciary” for it. You can
              reach us about anything on this page at {email ? <a href={`mailto:${email}`}>{email}</a> : <Link to="/contact">our contact page</Link>}.
            </p>
            <p>
              By sending a form you agree to our using what you send for the purpose stated beside that form and below. You
              can withdraw that consent at any time by writing to us; it does not undo what was done before, and we may still
              keep what the law requires us to keep.
            </p>
          </section>

          <section aria-labelledby="forms">
            <h2 id="forms">What each form collects</h2>
            {past ? (
              <p className="legal__version-note" role="note">
                You are reading version {notice.version} of these notices, in force from {formatDay(notice.published)}. The current
                version is <Link to="/privacy#forms">version {CURRENT_PRIVACY_NOTICE.version}</Link>.
              </p>
            ) : (
              <p>
                Version {notice.version}, in force from {formatDay(notice.published)}. Each form shows the short form of its notice
                and records which version you accepted when you sent it.
              </p>
            )}
            {NOTICE_FORMS.map((id) => {
              const formNotice = notice.forms[id];
              // A form added in a later version has no notice in the earlier ones.
              if (!formNotice) return null;
              const { form, page, collects, why, who, keep } = formNotice;
              return (
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
              );
            })}
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
            <p>
              The quickest way is our <Link to="/your-data">Your data</Link> page: you confirm the request through a link we
              email you, and we answer by email.
            </p>
            <p className="legal__contact">
              You can also write to our grievance contact{grievance.name ? `, ${grievance.name},` : ''} at{' '}
              {grievance.email ? <a href={`mailto:${grievance.email}`}>{grievance.email}</a> : <Link to="/contact">our contact page</Link>}, from the email address
              you used in the form if you can, and say which form you sent and roughly when. We will reply within{' '}
              {settings?.dataRequests ? `${settings.dataRequests.responseDays} days` : 'the period the law allows (at most 90 days)'}.
            </p>
            <p>
              If you are not satisfied with our answer, you may complain to the Data Protection Board of India.
            </p>
            <p>
              We will change this page when what we collect or how we use it changes, and update the date at the top. See also
              our <Link to="/terms">Terms of Use</Link>.
            </p>
          </section>

          <section aria-labelledby="versions">
            <h2 id="versions">Earlier versions</h2>
            <p>Every version of the form notices stays here, so you can read the one you accepted again.</p>
            <ul className="legal__versions">
              {PRIVACY_NOTICE_VERSIONS.map((version) => (
                <li key={version.version}>
                  <Link to={`/privacy?version=${version.version}#forms`} aria-current={version.version === notice.version ? 'page' : undefined}>
                    Version {version.version}, {formatDay(version.published)}
                  </Link>
                  {version.version === CURRENT_PRIVACY_NOTICE.version ? ' (current)' : ''}: {version.changes}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
