import { Link } from 'react-router-dom';
import { useSiteSettings } from '@society/web-kit';
import { PageIntro } from '../../../components/form-page-intro';
import { usePageMeta } from '../../../components/page-meta';
import { LEGAL_UPDATED } from '../legal-updated';
import './legal.css';

export function TermsPage() {
  usePageMeta(
    'Terms of Use',
    'The terms for using the society’s website: donations and receipts, volunteer and internship applications, what you may send us, our content, and whom to contact.',
  );
  const settings = useSiteSettings();
  const name = settings?.identity.name || 'the society';
  const email = settings?.contacts.email ?? '';
  return (
    <>
      <PageIntro
        eyebrow={`Last updated ${LEGAL_UPDATED}`}
        title="Terms of Use"
        lead={`These terms apply to everyone who uses the website of ${name}. By using it you accept them; if you do not, please do not use the site.`}
      />
      <div className="wk-container legal">
        <div className="legal__body legal__body--wide">
          <section aria-labelledby="about-site">
            <h2 id="about-site">About this website</h2>
            <p>
              The website tells people about the society’s work and lets them donate, volunteer, apply for an internship or
              write to us. We try to keep it accurate and up to date, but we cannot promise that every detail is complete or
              current. Figures about our work are our own estimates.
            </p>
          </section>

          <section aria-labelledby="donations">
            <h2 id="donations">Donations and receipts</h2>
            <ul>
              <li>Donations are voluntary and go to the society’s charitable work.</li>
              <li>
                We send a receipt after we have matched your donation with our bank records, so please give the correct
                transaction (UTR) number and an email address you can read.
              </li>
              <li>
                Tax benefits under section 80G depend on the society’s registration and on the law in force; please check your
                own position with a tax adviser.
              </li>
              <li>
                If you donated by mistake or paid twice, write to us as soon as you can. We will look into it, but refunds are
                at the society’s discretion and subject to law.
              </li>
            </ul>
          </section>

          <section aria-labelledby="applications">
            <h2 id="applications">Volunteer and internship applications</h2>
            <ul>
              <li>Sending an application does not guarantee a place; we choose people according to our needs at the time.</li>
              <li>Volunteering and internships are unpaid. Internships end with a certificate when their terms are met.</li>
              <li>
                The terms shown on the <Link to="/support/volunteer">volunteer</Link> and{' '}
                <Link to="/support/internship">internship</Link> pages apply to those who join us.
              </li>
              <li>
                Anyone who works with children through the society must follow its rules for their safety, including on photos
                and personal contact.
              </li>
            </ul>
          </section>

          <section aria-labelledby="your-part">
            <h2 id="your-part">What you send us</h2>
            <ul>
              <li>Send only true information, about yourself. Do not send anyone else’s details without their permission.</li>
              <li>Upload only a screenshot of your own payment, and nothing unlawful, offensive or harmful.</li>
              <li>
                Do not try to break into, overload or misuse the website, its forms or its staff area. We limit how often the
                forms can be sent, and may block addresses that misuse them.
              </li>
            </ul>
          </section>

          <section aria-labelledby="content">
            <h2 id="content">Our content</h2>
            <p>
              The text, artwork and logo on this website belong to the society. You are welcome to share links to our pages
              and to quote us with credit. Please ask us before reusing our pictures or publications in other ways. Photos of
              the children and people we work with are published only with consent, and may not be reused.
            </p>
          </section>

          <section aria-labelledby="links">
            <h2 id="links">Other websites</h2>
            <p>
              Links and embedded content from other websites (such as maps, Facebook, Instagram or WhatsApp) are provided for
              convenience. We do not control those sites and are not responsible for their content or how they use your data.
            </p>
          </section>

          <section aria-labelledby="liability">
            <h2 id="liability">Responsibility</h2>
            <p>
              The website is provided as it is. As far as the law allows, the society is not liable for any loss caused by
              using it or by its being unavailable.
            </p>
          </section>

          <section aria-labelledby="law">
            <h2 id="law">Law, privacy and changes</h2>
            <p>
              These terms are governed by the laws of India. How we handle personal data is explained in our{' '}
              <Link to="/privacy">Privacy Policy</Link>. We may change these terms; the date at the top shows the latest
              version.
            </p>
            <p className="legal__contact">
              Questions about these terms: {email ? <a href={`mailto:${email}`}>{email}</a> : <Link to="/contact">write to us</Link>}.
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
