// The legal pages' texts (privacy policy, terms, "Your data" and its mailed links' pages, the certificate
// check); the privacy notice's own texts are the catalogue `privacyNoticeText` (privacy-notice.ts).
import { DATA_REQUEST_KIND_LABELS } from '../../data-requests';
import { CERTIFICATE_TYPE_LABELS } from '../../volunteers';
import { defineCatalogue, type Catalogue } from '../catalogue';

const PRIVACY_EN = {
  metaTitle: 'Privacy Policy',
  metaDescription:
    'What the society’s website collects through its contact, volunteer, internship and donation forms, why, who sees it, how long it is kept, and how to ask for a copy, a correction or deletion.',
  updated: 'Last updated {month}',
  title: 'Privacy Policy',
  lead: 'We ask only for what we need to answer you, take your application or send your receipt. This page explains what we collect, why, who sees it, how long we keep it, and how you can see, correct or delete it.',
  tocTitle: 'On this page',
  whoTitle: 'Who is responsible',
  formsTitle: 'What each form collects',
  notCollectedTitle: 'What we do not collect',
  sharingTitle: 'Who else may see it',
  otherSitesTitle: 'Maps and social media embeds',
  securityTitle: 'How we protect it',
  rightsTitle: 'Your rights and whom to write to',
  versionsTitle: 'Earlier versions',
  societyFallback: 'The society',
  contactPage: 'our contact page',
  whoText:
    '{name}, a registered non-profit society, decides why and how the personal data sent through this website is used. Under India’s Digital Personal Data Protection Act, 2023 we are the “data fiduciary” for it. You can reach us about anything on this page at {contact}.',
  consentText:
    'By sending a form you agree to our using what you send for the purpose stated beside that form and below. You can withdraw that consent at any time by writing to us; it does not undo what was done before, and we may still keep what the law requires us to keep.',
  pastNote: 'You are reading version {version} of these notices, in force from {day}. The current version is {current}.',
  currentLink: 'version {version}',
  currentNote: 'Version {version}, in force from {day}. Each form shows the short form of its notice and records which version you accepted when you sent it.',
  cardCollects: 'What we ask for',
  cardWhy: 'Why',
  cardWho: 'Who sees it',
  cardKeep: 'How long we keep it',
  serverNote:
    'When you send a form, our server also notes the network (IP) address it came from, only to stop anyone sending the forms over and over; that note is deleted within a day. Our servers keep ordinary technical logs for up to 90 days to find faults and misuse. The visitor counter in the footer counts visits; it does not record who you are.',
  notCollectedChildren:
    'We do not collect information about children from visitors. The records our staff keep about the children we teach are entered by our team, are never collected through the public forms, and are never shown on this website.',
  notCollectedCookies: 'We do not use advertising or tracking cookies, and we do not sell or rent anyone’s data.',
  notCollectedAge: 'Our forms are meant for people aged 18 or over. If you are younger, please ask a parent or guardian to write to us first.',
  sharingIntro: 'Inside the society, each member of staff sees only what their role needs, as listed above. Outside it, we share personal data only:',
  sharingHost: 'with the company that hosts our website and database, which stores it for us and may not use it otherwise;',
  sharingLaw: 'where the law requires it, for example donation details in the statements a registered charity files with the Income Tax Department.',
  otherSitesText:
    'The Home page shows our Facebook and Instagram posts, and the Contact page shows a Google map. These are loaded from those companies’ own servers when you scroll to them, so they receive your network address and may use cookies under their own privacy policies. The links to our social media pages open those sites in a new tab.',
  securityText:
    'The website is served over an encrypted connection. Only staff who sign in to the protected staff area can see what you send, each only what their role allows. Uploaded payment screenshots are stored privately, away from the public website.',
  rightsIntro: 'You can ask us, free of charge:',
  rightSummary: 'for a summary of the personal data we hold about you and what we do with it;',
  rightCorrect: 'to correct, complete or update it;',
  rightDelete: 'to delete it, unless the law requires us to keep it (for example donation records for tax purposes), in which case we will tell you why and until when;',
  rightWithdraw: 'to withdraw your consent for the future;',
  rightNominate: 'to name someone who may use these rights for you if you die or cannot act yourself.',
  rightsPage: 'The quickest way is our {yourData} page: you confirm the request through a link we email you, and we answer by email.',
  yourDataLink: 'Your data',
  grievance:
    'You can also write to our grievance contact at {contact}, from the email address you used in the form if you can, and say which form you sent and roughly when. We will reply within {period}.',
  grievanceNamed:
    'You can also write to our grievance contact, {name}, at {contact}, from the email address you used in the form if you can, and say which form you sent and roughly when. We will reply within {period}.',
  replyDays: '{days} days',
  replyLawful: 'the period the law allows (at most 90 days)',
  board: 'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
  changes: 'We will change this page when what we collect or how we use it changes, and update the date at the top. See also our {terms}.',
  termsLink: 'Terms of Use',
  versionsIntro: 'Every version of the form notices stays here, so you can read the one you accepted again.',
  versionLink: 'Version {version}, {day}',
  currentMark: '(current)',
};

/** The privacy policy page around the notice (/privacy). */
export const legalPrivacyText: Catalogue<typeof PRIVACY_EN> = defineCatalogue('legal-privacy', PRIVACY_EN, () => import('../hi/legal-privacy'));

const TERMS_EN = {
  metaTitle: 'Terms of Use',
  metaDescription:
    'The terms for using the society’s website: donations and receipts, volunteer and internship applications, what you may send us, our content, and whom to contact.',
  updated: 'Last updated {month}',
  title: 'Terms of Use',
  societyFallback: 'the society',
  lead: 'These terms apply to everyone who uses the website of {name}. By using it you accept them; if you do not, please do not use the site.',
  aboutTitle: 'About this website',
  aboutText:
    'The website tells people about the society’s work and lets them donate, volunteer, apply for an internship or write to us. We try to keep it accurate and up to date, but we cannot promise that every detail is complete or current. Figures about our work are our own estimates.',
  donationsTitle: 'Donations and receipts',
  donationVoluntary: 'Donations are voluntary and go to the society’s charitable work.',
  donationReceipt:
    'We send a receipt after we have matched your donation with our bank records, so please give the correct transaction (UTR) number and an email address you can read.',
  donationTax: 'Tax benefits under section 80G depend on the society’s registration and on the law in force; please check your own position with a tax adviser.',
  donationMistake:
    'If you donated by mistake or paid twice, write to us as soon as you can. We will look into it, but refunds are at the society’s discretion and subject to law.',
  applicationsTitle: 'Volunteer and internship applications',
  applicationPlace: 'Sending an application does not guarantee a place; we choose people according to our needs at the time.',
  applicationUnpaid: 'Volunteering and internships are unpaid. Internships end with a certificate when their terms are met.',
  applicationTerms: 'The terms shown on the {volunteer} and {internship} pages apply to those who join us.',
  volunteerLink: 'volunteer',
  internshipLink: 'internship',
  applicationChildren:
    'Anyone who works with children through the society must follow its rules for their safety, including on photos and personal contact.',
  yourPartTitle: 'What you send us',
  yourPartTrue: 'Send only true information, about yourself. Do not send anyone else’s details without their permission.',
  yourPartUpload: 'Upload only a screenshot of your own payment, and nothing unlawful, offensive or harmful.',
  yourPartMisuse:
    'Do not try to break into, overload or misuse the website, its forms or its staff area. We limit how often the forms can be sent, and may block addresses that misuse them.',
  contentTitle: 'Our content',
  contentText:
    'The text, artwork and logo on this website belong to the society. You are welcome to share links to our pages and to quote us with credit. Please ask us before reusing our pictures or publications in other ways. Photos of the children and people we work with are published only with consent, and may not be reused.',
  linksTitle: 'Other websites',
  linksText:
    'Links and embedded content from other websites (such as maps, Facebook, Instagram or WhatsApp) are provided for convenience. We do not control those sites and are not responsible for their content or how they use your data.',
  liabilityTitle: 'Responsibility',
  liabilityText:
    'The website is provided as it is. As far as the law allows, the society is not liable for any loss caused by using it or by its being unavailable.',
  lawTitle: 'Law, privacy and changes',
  lawText: 'These terms are governed by the laws of India. How we handle personal data is explained in our {privacy}. We may change these terms; the date at the top shows the latest version.',
  privacyLink: 'Privacy Policy',
  questions: 'Questions about these terms: {contact}.',
  writeToUs: 'write to us',
};

/** The terms of use (/terms). */
export const legalTermsText: Catalogue<typeof TERMS_EN> = defineCatalogue('legal-terms', TERMS_EN, () => import('../hi/legal-terms'));

/** What each data right is called (the request form and the confirmation page). */
export const legalDataKindsText: Catalogue<typeof DATA_REQUEST_KIND_LABELS> = defineCatalogue('legal-data-kinds', DATA_REQUEST_KIND_LABELS, () => import('../hi/legal-data-kinds'));

const YOUR_DATA_EN = {
  metaTitle: 'Your data',
  metaDescription: 'Ask {society} for a copy of your data, to correct or erase it, to nominate someone, or raise a grievance.',
  societyFallback: 'the society',
  eyebrow: 'Your rights under the Data Protection Act',
  title: 'Your data',
  lead: 'See what we hold about you, have it corrected or erased, name someone to act for you, or tell us about a problem.',
  howTitle: 'How it works',
  askTitle: 'You ask',
  askStep: '{title} with the email address your data is held under.',
  confirmTitle: 'You confirm',
  confirmStep: '{title} by opening the link we email you. We do nothing before, and we never say here whether we hold anything.',
  answerTitle: 'We answer by email',
  answerStep: '{title} within the period our {privacy} states (never more than 90 days); the confirmation page shows the date.',
  privacyLink: 'privacy policy',
  keptTitle: 'What we must keep',
  keptTax:
    'Tax law makes us keep donation records and 80G receipts for years after the gift: on erasure we keep only your name, postal address, PAN, the amount, date and receipt, and tell you until when.',
  keptChildren: 'Children’s records are not held under an email address: a parent or guardian asks our team in person.',
  keptGrievance: 'You can also write to our grievance contact, {email}.',
  formTitle: 'Make a request',
  formIntro: 'We email you a link to confirm the request is yours. Nothing happens until you open it.',
  kindsLegend: 'What would you like to do?',
  hintAccess: 'A copy of everything we hold under your email address, to download.',
  hintCorrection: 'Tell us what is wrong or out of date, and we correct it.',
  hintErasure: 'We delete your data, except what the law makes us keep (we tell you what and why).',
  hintNomination: 'Name someone who may use these rights for you if you die or cannot act.',
  hintGrievance: 'Tell us how we handled your data badly; we answer in writing.',
  nameLabel: 'Your name',
  emailLabel: 'Email address',
  emailHint: 'The one your data is held under.',
  nomineeNameLabel: 'Name of the person you nominate',
  nomineeEmailLabel: 'Their email address',
  detailsCorrection: 'What needs correcting',
  detailsGrievance: 'Your grievance',
  detailsOther: 'Anything we should know',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter the email address your data is held under.',
  emailInvalid: 'Please enter a valid email address.',
  correctionRequired: 'Please tell us what needs correcting.',
  grievanceRequired: 'Please tell us what your grievance is about.',
  nomineeNameRequired: 'Please enter the name of the person you nominate.',
  nomineeEmailRequired: 'Please enter their email address.',
  checkFields: 'Please check the highlighted fields.',
  sending: 'Sending...',
  send: 'Send Request',
  /** DATA_REQUEST_MESSAGES.received, word for word in English. */
  received: 'Thank you. We have emailed a link to that address. Open it within {hours} hours to confirm your request; until then we do nothing with it.',
  /** DATA_REQUEST_MESSAGES.tooMany. */
  tooMany: 'Too many requests from you. Please try again later.',
};

/** The "Your data" page and its request form (/your-data). */
export const legalYourDataText: Catalogue<typeof YOUR_DATA_EN> = defineCatalogue('legal-your-data', YOUR_DATA_EN, () => import('../hi/legal-your-data'));

const DATA_LINKS_EN = {
  confirmMetaDescription: 'Confirm a data request made on our "Your data" page.',
  confirmTitle: 'Confirm your request',
  confirmLead: 'The last step of a request made on our “Your data” page.',
  confirming: 'Confirming your request…',
  confirmed: 'Thank you, your request is confirmed',
  answerBy: '{kind}: we will answer by email by {day} (within {days} days).',
  canClose: 'You can close this page.',
  notConfirmed: 'We could not confirm the request',
  wholeLink: 'This page opens from the link in our email. Please use the whole link.',
  confirmFailed: 'The request could not be confirmed. Please try again.',
  newRequest: 'Make a new request',
  exportMetaDescription: 'Download the data we hold about you.',
  exportTitle: 'Download your data',
  exportLead: 'Everything we hold under your email address, made fresh from our records. This link works for {days} days from our email.',
  exportNoLink: 'This page opens from the link in our email. Please use the whole link, or {newRequest}.',
  newRequestLower: 'make a new request',
  chooseFormat: 'Choose a format',
  preparing: 'Preparing…',
  html: 'Readable copy (HTML)',
  json: 'Data file (JSON)',
  formatNote: 'The readable copy opens in any browser and prints to PDF. The data file holds the same, in JSON, a form other software can read.',
  downloadFailed: 'The download failed. Please try again.',
};

/** The pages the mailed links of a data request open (/your-data/confirm, /your-data/export). */
export const legalDataLinksText: Catalogue<typeof DATA_LINKS_EN> = defineCatalogue('legal-data-links', DATA_LINKS_EN, () => import('../hi/legal-data-links'));

const VERIFY_EN = {
  metaTitle: 'Check a certificate',
  metaDescription: 'Check a certificate issued by {society} by its code.',
  societyFallback: 'the society',
  title: 'Check a certificate',
  lead: 'Certificates from {society} carry a code and a QR code that opens this page.',
  code: 'Code {code}',
  unknownTitle: 'No certificate has this code',
  unknownText: 'Check the code printed on the certificate, letter by letter. A certificate we did not issue has no entry here.',
  failedTitle: 'The check could not be made',
  failedText: 'The check could not be made. Please try again.',
  tryAgain: 'Try again',
  help: 'Questions about a certificate? {contact}.',
  contactLink: 'Contact us',
  valid: 'Valid certificate',
  revoked: 'Revoked certificate',
  revokedText: 'The society revoked this certificate on {day}. It is no longer valid.',
  issuedTo: 'Issued to',
  certificate: 'Certificate',
  role: 'Role',
  period: 'Period',
  periodValue: '{from} to {to}',
  issuedOn: 'Issued on',
  // What each kind of certificate is called (CERTIFICATE_TYPE_LABELS).
  ...CERTIFICATE_TYPE_LABELS,
};

/** The certificate check a certificate's QR code opens (/verify/<code>). */
export const legalVerifyText: Catalogue<typeof VERIFY_EN> = defineCatalogue('legal-verify', VERIFY_EN, () => import('../hi/legal-verify'));
