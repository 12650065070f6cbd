// The visitor's forms (issue 32, item 2): contact, volunteer, internship and donate, and the pieces they share.
// One catalogue per page, so a page's Hindi chunk carries only its own strings; the shared pieces have theirs.
import { defineCatalogue, type Catalogue } from '../catalogue';
import { PAN_MESSAGE } from '../../donations';
import { GUARDIAN_CONSENT_MESSAGES } from '../../guardian-consent';

/**
 * What every visitor form shares (the field kit, the bot check, the privacy note beside the form). The
 * notice's own short lines, in either language, are the privacy notice's (privacyNoticeText in legal.ts).
 */
const FORMS_KIT_EN = {
  optional: 'optional',
  honeypotLabel: 'Website',
  submitting: 'Submitting...',
  required: 'Required',
  checkHighlighted: 'Please check the highlighted fields.',
  enterName: 'Please enter your name.',
  enterEmail: 'Please enter your email address.',
  validEmail: 'Please enter a valid email address.',

  noticeCollects: 'What we collect',
  noticeWhy: 'Why',
  noticeKeep: 'How long',
  noticeWithdraw: 'To withdraw',
  noticeComplain: 'To complain',
  withdrawWriteTo: 'Write to {email}.',
  withdrawWriteToUs: 'Write to us.',
  complainWriteTo: 'Write to {email}, then, if need be, to the Data Protection Board of India.',
  complainWriteToUs: 'Write to us, then, if need be, to the Data Protection Board of India.',
  noticeAccept: 'By sending this form you accept this notice (version {version}).',
  fullPolicy: 'Full privacy policy',

};
export const formsKitText: Catalogue<typeof FORMS_KIT_EN> = defineCatalogue('forms-kit', FORMS_KIT_EN, () => import('../hi/forms-kit'));

/** What the volunteer and internship applications share: the applicant, a guardian, the choices, the footer. */
const FORMS_APPLICATION_EN = {
  submitApplication: 'Submit Application',
  whatHappensNext: 'What happens next',

  fullName: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
  gender: 'Gender',
  selectGender: 'Select gender',
  dob: 'Date of birth',
  areaOfInterest: 'Area of interest',
  selectArea: 'Select an area',
  howHeard: 'How did you hear about us?',
  selectOne: 'Select one',

  genderMale: 'Male',
  genderFemale: 'Female',
  genderOther: 'Other',

  referralFacebook: 'Facebook',
  referralInstagram: 'Instagram',
  referralYoutube: 'YouTube',
  referralLinkedin: 'LinkedIn',
  referralOffline: 'Offline (poster, visit, event)',
  referralSeminar: 'Seminar',
  referralWordOfMouth: 'Word of mouth',
  referralOther: 'Other',

  interestTeaching: 'Teaching',
  interestFundraising: 'Fundraising',
  interestEvents: 'Event Management',
  interestSocialMedia: 'Social Media',
  interestGraphicDesigning: 'Graphic Designing',
  interestContentWriting: 'Content Writing',
  interestAdministration: 'Administration',

  guardianLegend: 'Your parent or guardian',
  guardianWhy: `${GUARDIAN_CONSENT_MESSAGES.guardianRequired}. We will contact them to confirm they agree before your application goes further.`,
  guardianName: "Parent's or guardian's name",
  guardianRelation: 'Their relation to you',
  guardianPhone: 'Their phone number',
  guardianNameMissing: "Please enter your parent's or guardian's name.",
  guardianRelationMissing: 'Please choose how they are related to you.',
  guardianPhoneMissing: "Please enter your parent's or guardian's phone number.",
  relationMother: 'Mother',
  relationFather: 'Father',
  relationGrandparent: 'Grandparent',
  relationSibling: 'Elder brother or sister',
  relationRelative: 'Other relative',
  relationLegalGuardian: 'Legal guardian',
};
export const formsApplicationText: Catalogue<typeof FORMS_APPLICATION_EN> = defineCatalogue('forms-application', FORMS_APPLICATION_EN, () => import('../hi/forms-application'));

/** The contact page: its form, the office's details and the map. */
const FORMS_CONTACT_EN = {
  title: 'Contact Us',
  metaDescription: 'Write, call or visit the society in Ambala Cantt, Haryana. Office open Monday to Saturday, 9:00 AM to 6:00 PM.',
  eyebrow: 'We would love to hear from you',
  lead: 'Questions about our classes, volunteering, a donation receipt or a partnership? Write to us, call, or visit the office in Ambala Cantt.',
  publications: 'Explore Our Publications',
  support: 'Support Our Cause',

  reachUs: 'Reach us directly',
  address: 'Address',
  directions: 'Get directions',
  newTab: '(opens in a new tab)',
  email: 'Email',
  phone: 'Phone',
  hours: 'Working hours',
  weekdays: 'Monday to Saturday',
  weekdayHours: '9:00 AM to 6:00 PM',
  sunday: 'Sunday',
  closed: 'Closed',

  showMap: 'Show map',
  mapNote: 'Loads Google Maps. If it does not load, use the directions link.',
  mapTitle: 'Map of Ambala Cantt, Haryana, where our office is',

  formTitle: 'Send us a message',
  formIntro: 'We read every message and reply within two working days.',
  nameLabel: 'Your name',
  emailLabel: 'Email address',
  messageLabel: 'Message',
  writeMessage: 'Please write your message.',
  send: 'Send Message',
};
export const formsContactText: Catalogue<typeof FORMS_CONTACT_EN> = defineCatalogue('forms-contact', FORMS_CONTACT_EN, () => import('../hi/forms-contact'));

/** The volunteer page and its application. */
const FORMS_VOLUNTEER_EN = {
  title: 'Volunteer With Us',
  metaDescription: 'Teach, organise events or help behind the scenes: volunteer a few hours a week with children in Ambala, Chandigarh and Panchkula.',
  eyebrow: 'Give a few hours a week',
  lead: 'Teach a class in the basti, run a drive, design a poster or keep the records straight. Tell us what you enjoy and when you are free.',
  termsTitle: 'Volunteer terms',
  termMonths: 'Stay with us for a {strong}.',
  termMonthsStrong: 'minimum of 3 months',
  termHours: 'Give a {strong}.',
  termHoursStrong: 'minimum of {hours} hours per week',
  termEvents: 'Take part in at least {strong}.',
  termEventsStrong: '75% of our events',
  nextSteps: 'Our HR team reads every application and calls you for a short conversation, usually within a week.',

  formTitle: 'Volunteer application',
  formIntro: 'Fields marked * are required. It takes about three minutes.',
  agree: 'I have read the volunteer terms and agree to them.',
  availability: 'Availability (hours per week)',
  availabilityHint: 'Between {min} and {max} hours.',
  availabilityPlaceholder: 'Minimum {min} hours',
  experience: 'Previous experience',
  experienceHint: 'Teaching, social work, skills you would like to share.',

  enterPhone: 'Please enter your phone number.',
  chooseGender: 'Please choose your gender.',
  enterDob: 'Please enter your date of birth.',
  chooseArea: 'Please choose an area of interest.',
  enterHours: 'Please enter your weekly hours.',
  tellReferral: 'Please tell us how you heard about us.',
  hoursRange: 'Please enter whole hours between {min} and {max}.',
};
export const formsVolunteerText: Catalogue<typeof FORMS_VOLUNTEER_EN> = defineCatalogue('forms-volunteer', FORMS_VOLUNTEER_EN, () => import('../hi/forms-volunteer'));

/** The internship page and its application. */
const FORMS_INTERNSHIP_EN = {
  title: 'Internship Application',
  metaDescription: 'Intern with a grassroots education charity in Haryana: teaching, events, social media, design, writing or administration. Certificate on completion.',
  eyebrow: 'For students',
  lead: 'Learn how a small charity works from the inside: plan classes, run campaigns, tell our story online or keep the office running, alongside the people who do it every day.',
  termsTitle: 'Internship terms',
  termMonths: 'A {strong}.',
  termMonthsStrong: 'minimum of 3 months',
  termInvolvement: '{strong} in the work you take on.',
  termInvolvementStrong: '80% involvement',
  termHours: 'A {strong}.',
  termHoursStrong: 'minimum of 8 hours weekly',
  termUnpaid: 'The internship is {strong} on completion.',
  termUnpaidStrong: 'unpaid, with a certificate',
  nextSteps: 'Our HR team reviews each application and invites shortlisted students to a short interview.',

  formTitle: 'Internship application',
  formIntro: 'Every field is required. It takes about three minutes.',
  agree: 'I have read the internship terms and agree to them.',
  course: 'Course',
  courseHint: 'For example B.A. Social Work, 2nd year.',
  college: 'College or university',
  duration: 'Duration',
  selectDuration: 'Select duration',
  duration3: '3 months',
  duration6: '6 months',
  duration12: '12 months',
  availability: 'Availability',
  selectAvailability: 'Select availability',
  availabilityWeekdays: 'WeekDays',
  availabilityWeekends: 'WeekEnds',
  availabilityAlways: 'Always',
};
export const formsInternshipText: Catalogue<typeof FORMS_INTERNSHIP_EN> = defineCatalogue('forms-internship', FORMS_INTERNSHIP_EN, () => import('../hi/forms-internship'));

/** The donate page: the ways to give, the tax notes and the receipt request. */
const FORMS_DONATE_EN = {
  title: 'Donate',
  metaDescription: 'Donate by bank transfer, cheque or UPI to keep children from the slums of Ambala in school. 50% tax deduction under section 80G.',
  eyebrow: "Sponsor a child's education",
  lead: "Your gift buys notebooks, pays for teachers' travel and keeps free classes running for children in the slums of Ambala. Pay by bank transfer, cheque or UPI, then ask for your receipt below.",
  seeDetails: 'See payment details',
  requestReceipt: 'Request a receipt',

  waysTitle: 'Ways to give',
  loadingPayments: 'Loading payment details',
  closedTitle: 'Donations are not open yet',
  closedText: "The society's bank and UPI details will appear here soon. Please {link} if you would like to give today.",
  closedLink: 'write to us',

  exampleStrong: 'Example details.',
  exampleText: "This copy of the site runs with sample bank and UPI values; please do not send money to them. The society's own details appear here once configured.",
  bankTitle: 'Bank transfer (NEFT / RTGS / IMPS)',
  accountName: 'Account name',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  bank: 'Bank',
  branch: 'Branch',
  cheque: 'Paying by cheque? Make it payable to {payee}.',
  upiTitle: 'UPI',
  qrAlt: 'UPI QR code to pay {payee}',
  upiScan: 'Scan with any UPI app, or pay to',
  amountTitle: 'Choose an amount',
  amountSuggested: 'Suggested amounts',
  amountOther: 'Other amount (₹, whole rupees)',
  amountUse: 'Use this amount',
  amountInvalid: 'Please enter whole rupees from {min} to {max}.',
  amountPick: 'Choose an amount and the QR code will carry it, with your reference.',
  qrAmountAlt: 'UPI QR code to pay {amount} to {payee}',
  upiPayApp: 'Pay {amount} with a UPI app',
  upiReference: 'Your reference: {code}. Keep it in the payment note: it lets us find your payment even without the UTR.',

  taxTitle: 'Tax benefits',
  taxText: 'Donations to the society qualify for a {deduction} of the Income Tax Act. The society holds {registration}, so your gift goes to a registered non-profit.',
  taxDeduction: '50% deduction under section 80G',
  taxRegistration: '12A registration',
  taxKeep: 'Keep the receipt we email you: it is what you need to claim the deduction.',
  csrTitle: 'Corporate social responsibility (CSR)',
  csrText: 'Companies can fund a classroom, a skills course or a health camp as part of their CSR work. We share plans, budgets and reports for every partnership.',
  csrWriteTo: 'Write to {email}.',
  csrWriteContact: 'Write to us through the {link}.',
  csrContactLink: 'contact page',

  receiptSection: 'Donation receipt',
  stepsTitle: 'How to get your receipt',
  step1: 'Pay by bank transfer, cheque or UPI using the details above.',
  step2: "Fill in this form with the UTR number of the payment (or the payer's name for cash).",
  step3: 'We check the payment and email your receipt.',

  formTitle: 'Request your donation receipt',
  formIntro: 'Already donated? Tell us about the payment and we will email the receipt you need for your 80G claim.',
  name: 'Full name',
  email: 'Email address',
  emailHint: 'The receipt is sent here.',
  amount: 'Amount (INR)',
  mode: 'Payment mode',
  modeBankTransfer: 'Bank Transfer',
  modeCheque: 'Cheque',
  modeUpi: 'UPI',
  modeOther: 'Other',
  utr: 'UTR number, or the name of the person if paid in cash',
  utrHint: "The transaction reference (UTR) is on your bank or UPI app's payment receipt.",
  receiptNote: 'Both are needed for an 80G certificate.',
  address: 'Postal address',
  pan: 'PAN',
  panHint: 'Ten characters, like ABCDE1234F.',
  reference: 'Payment reference',
  referenceHint: 'The code in the note of your UPI payment; it is sent with this request.',
  panInvalid: PAN_MESSAGE,
  screenshot: 'Screenshot (Max size: {size})',
  screenshotHint: 'Optional. A JPEG, PNG or WebP image of the payment confirmation.',
  amountMin: 'The amount must be at least INR {min}.',
  amountMax: 'The amount must be at most INR {max}.',
  amountPaise: 'Please use at most two decimals (paise).',
  submit: 'Request Receipt',
};
export const formsDonateText: Catalogue<typeof FORMS_DONATE_EN> = defineCatalogue('forms-donate', FORMS_DONATE_EN, () => import('../hi/forms-donate'));
