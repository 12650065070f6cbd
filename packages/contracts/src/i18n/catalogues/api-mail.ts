import { defineCatalogue, type Catalogue } from '../catalogue';
import { DATA_REQUEST_LINK_VALID_HOURS } from '../../data-requests';
import { RETENTION_RULES } from '../../data-protection';

/**
 * What the API answers a visitor or volunteer with, beside SPEC §8's `messagesText`: the field rules'
 * messages (ICU, with the field's name as `{field}`, which stays as sent), throttles, uploads, the "Your
 * data" and certificate-check pages and the volunteer portal. The API's services throw the English; its
 * error filter matches each English template and answers a Hindi request with the Hindi (api/src/i18n).
 */
export const API_MESSAGES = {
  // Field rules (api/src/validation/field-rules.ts and the request DTOs).
  fieldRequired: '{field} is required',
  fieldText: '{field} must be text',
  fieldMaxChars: '{field} must be at most {max} characters',
  fieldEmail: '{field} must be a valid email address',
  fieldOneOf: '{field} must be one of: {options}',
  fieldChosenFrom: '{field} must be chosen from: {options}',
  fieldPhone: '{field} must be a phone number of 7 to 15 digits (spaces, dashes and a leading + allowed)',
  fieldPastDate: '{field} must be a real date in the past (YYYY-MM-DD)',
  fieldPastDateOrNull: '{field} must be a real date in the past (YYYY-MM-DD) or null',
  fieldDate: '{field} must be a date (YYYY-MM-DD or an ISO date-time)',
  fieldDateOrNull: '{field} must be a date (YYYY-MM-DD or an ISO date-time) or null',
  fieldDay: '{field} must be a date (YYYY-MM-DD)',
  fieldAcademicYear: '{field} must be an academic year written like 2026-27',
  fieldHttpUrl: '{field} must be an http(s) URL',
  fieldPan: '{field} must be a valid PAN (e.g. ABCDE1234F)',
  fieldControlChars: '{field} must not contain control characters',
  fieldUnknown: 'property {field} should not exist',
  fieldAtLeast: '{field} must be at least {min}',
  fieldAtMost: '{field} must be at most {max}',
  fieldWholeNumber: '{field} must be a whole number',
  fieldWholeSeconds: '{field} must be a whole number of seconds',
  fieldWholeHours: '{field} must be a whole number of hours per week',
  fieldHoursAtLeast: '{field} must be at least {min} hours per week',
  fieldHoursAtMost: '{field} must be at most {max} hours per week',
  fieldOneOrMany: '{field} must be one option or a list of options',
  fieldNoRepeat: '{field} must not repeat an option',
  fieldAtMostOptions: '{field} may hold at most {max} options',
  fieldRupees: '{field} must be a number of rupees with at most {decimals} decimals',
  fieldLength: '{field} must be {min} to {max} characters long',
  fieldBoolean: '{field} must be true or false',
  fieldInvalid: 'Invalid {field}',
  fieldPersonName: '{field} must be a name only, without a link, web address or email address',

  // Request bodies (api/src/middleware).
  bodyNotUnicode: 'Request body contains text that is not valid Unicode.',
  bodyTooDeep: 'Request body is nested too deeply.',
  bodyTooManyKeys: 'Request body has an object with too many fields.',
  bodyTooManyValues: 'Request body holds too many values.',
  bodyTooLarge: 'Request body is too large (limit {mb} MB).',
  bodyNotJson: 'Request body is not valid JSON.',
  bodyEncoding: 'Unsupported request body encoding.',
  bodyUnreadable: 'The request body could not be read.',
  methodNotAllowed: '{method} is not allowed here. Allowed: {allowed}.',
  serviceUnavailable: 'Service temporarily unavailable. Please try again.',
  duplicate: 'A record with this value already exists.',
  fileNotFound: 'File not found',

  // A minor's application (GUARDIAN_CONSENT_MESSAGES.guardianRequired).
  guardianRequired: 'A parent or guardian must agree for an applicant under 18: give their name, relation and phone',

  // The "Your data" page (DATA_REQUEST_MESSAGES).
  dataRequestReceived: `Thank you. We have emailed a link to that address. Open it within ${DATA_REQUEST_LINK_VALID_HOURS} hours to confirm your request; until then we do nothing with it.`,
  dataRequestNeedsMail: 'This page cannot send email at the moment. Please write to our grievance contact instead (see the privacy page).',
  dataRequestDetailsRequired: 'Please tell us what needs correcting',
  dataRequestNomineeRequired: 'Please give the name and email address of the person you nominate',
  dataRequestLinkInvalid: 'This link has expired or has already been used. Please make your request again.',
  dataRequestExportLinkInvalid: 'This download link has expired. Please ask for your data again.',
  dataRequestTooManyLinks: 'Too many tries. Please try again later.',

  // Login, set-password and the volunteer portal (VOLUNTEER_MESSAGES and the portal's own).
  accountDisabled: 'This account is disabled. Please contact the society.',
  passwordSet: 'Password set. Welcome!',
  loggedOut: 'Logged out',
  personNotFound: 'Your record was not found. Please contact the society.',
  correctionSent: 'Thank you. HR will look at your note.',
  tooManyCorrections: 'You have sent several notes today. HR will read them; please send any other tomorrow.',
  leaveNotFound: 'Leave request not found',
  exitNotFound: 'Exit request not found',
  notPending: 'This request has already been decided or cancelled.',
  exitPending: 'You already have an exit request waiting for HR.',
  leaveTooLong: 'One leave request can cover at most {days} days.',
  leaveInPast: 'Leave cannot start more than 30 days ago.',
  leaveOverlaps: 'You have already asked for leave on some of these days. Cancel that request first, or choose other days.',
  exitDayPast: 'The last working day cannot be in the past.',
  certificateNotFound: 'Certificate not found',
  certificateRevoked: 'This certificate was revoked, so it can no longer be downloaded.',

  // The certificate check page.
  unknownCode: 'No certificate has this code. Check the code printed on the certificate.',
  tooManyChecks: 'Too many checks from this address. Please try again later.',

  // Files from outside refused by their bounds (issue 43): a bank statement saved as XLSX (STATEMENT_MESSAGES),
  // a zip of Form 10BE certificates (FORM_10BE_MESSAGES).
  statementXlsxTooLarge: 'The workbook unpacks to more than {mb} MB, more than a bank statement does: it was not read. Export a shorter period, or the statement as CSV.',
  statementXlsxTooManyParts: 'The workbook holds more than {count} parts, more than a bank statement does: it was not read. Export the statement again as XLSX or CSV.',
  statementXlsxRatio: 'A part of the workbook unpacks to more than {ratio} times its packed size, as no bank statement does: it was not read. Export the statement again as XLSX or CSV.',
  statementXlsxSpread: 'The first sheet of the workbook spreads over far more rows and columns than a bank statement does: it was not read. Export the statement again as XLSX or CSV.',
  statementXlsxMemory: 'The workbook needs more memory to read than a bank statement does: it was not read. Export a shorter period, or the statement as CSV.',
  statementXlsxTime: 'The workbook took more than {seconds} seconds to read, longer than a bank statement does: it was not read. Export a shorter period, or the statement as CSV.',
  statementXlsxUnreadable: 'The file looks like an Excel workbook but cannot be read. Export the statement again as XLSX or CSV.',
  form10beBadZip: '{name} is not a readable zip',
  form10beTooManyFiles: '{name} holds more than {count} files; upload it in parts',
  form10beZipTooLarge: '{name} unpacks to more than {mb} MB; upload it in parts',
  form10beZipTooManyEntries: '{name} holds more than {count} entries (files and folders); upload it in parts',
  form10beZipRatio: '{name}: {file} unpacks to more than {ratio} times its packed size, as no certificate does; the zip is refused',
} as const;
export const apiText: Catalogue<typeof API_MESSAGES> = defineCatalogue('api', API_MESSAGES, () => import('../hi/api'));

/**
 * The mails the API sends a visitor, donor, volunteer or intern, in their language (api/src/mail/mail-texts.ts
 * puts them together; the society's name, links and codes are filled in).
 */
export const MAIL_TEXTS = {
  dear: 'Dear {name},',
  /** The greeting when no name can be used (none on record, or one that is no name: api/src/mail/mail-texts.ts). */
  hello: 'Hello,',
  withGratitude: 'With gratitude,',
  warmRegards: 'Warm regards,',
  theSociety: 'the society',

  birthdaySubject: 'Happy Birthday!',
  birthdayBody: 'Wishing you a very happy birthday and a wonderful year ahead.\nThank you for being part of our work.',
  birthdayClosing: 'Warm wishes,',

  acknowledgementSubject: 'Thank you for your donation',
  acknowledgementBody:
    'Thank you for your donation of {amount}. We have received your receipt request.\nOnce we have matched your payment, we will email you the 80G receipt as a PDF.\n\nYour support keeps children in class and helps young people find work.',
  receiptSubject: 'Your donation receipt {number}',
  receiptBody: 'Thank you again for your donation of {amount}.\nYour 80G receipt {number} is attached to this email. Please keep it for your tax return.',

  inviteSubject: 'Your volunteer account at {society}',
  inviteBody:
    'Welcome aboard! You now have an account on our volunteer portal, where you can see your details,\nask for leave and download your certificates.\n\nChoose your password here (the link works once, for the next {hours} hours):\n{link}\n\nIf the link has expired, ask HR to send you a new one. If you did not expect this mail, you can ignore it.',

  // A second application from an address that has one (api/src/modules/public/applications.service.ts): the
  // form answers as it does the first time, and the address is told by mail instead.
  repeatApplicationSubject: 'We already have your {internship, select, yes {internship} other {volunteering}} application',
  repeatApplicationBody:
    'Thank you for writing to us again. Our {internship, select, yes {internship} other {volunteering}} form was just sent again with this email address, and we already have your application of {date}. We keep that first one, so the new form was not stored.\nHR will contact you about your application. If something in it has changed, reply to this mail and tell us what.\n\nIf you did not send the form again, you can ignore this mail.',

  // Volunteer sessions (issue 45): each change of a sign-up, and the reminder the day before.
  sessionSignedUpSubject: 'You have signed up: {title}',
  sessionSignedUpBody: 'You have a place on "{title}" on {when} at {place}. If you cannot come, please cancel in the volunteer portal.',
  sessionMovedUpSubject: 'A place is free for you: {title}',
  sessionMovedUpBody: 'A place has become free on "{title}" on {when} at {place}, and it is now yours. If you cannot come, please cancel in the volunteer portal.',
  sessionCancelledSubject: 'Session cancelled: {title}',
  sessionCancelledBody: '"{title}" on {when} at {place} has been cancelled. Reason: {reason}',
  sessionReminderSubject: 'Reminder: {title}',
  sessionReminderBody: 'A reminder that "{title}" is on {when} at {place}. At the session, check in with the code the teacher shows.',

  decisionSubject: 'Your {what} was {approved, select, yes {approved} other {not approved}}',
  decisionBody: 'Your {what} was {approved, select, yes {approved} other {not approved}}.',
  hrReply: "HR's reply: {reply}",
  leaveRequest: 'request for {type} leave from {from} to {to}',
  leaveIllness: 'illness',
  leaveExams: 'exams',
  leaveFamily: 'family',
  leaveTravel: 'travel',
  leaveOther: 'other',
  exitRequest: 'exit request (last working day {day})',
  exitApproved: 'Thank you for your time with us. Your portal account is now closed; your certificates are sent to you by email.',

  certificateSubject: 'Your {title} certificate',
  certificateBody: 'Thank you for your work with us. Your {title} certificate is attached to this mail.\nIts code is {code}. Anyone can check it at:\n{url}',
  certificateVolunteering: 'volunteering',
  certificateInternship: 'internship completion',
  form10beSubject: 'Your certificate of donation (Form 10BE) for {year}',
  form10beBody:
    'Your certificate of donation (Form 10BE) for the financial year {year} is attached to this email. The income-tax portal issued it after we filed Form 10BD.\nPlease keep it: you need it to claim the deduction under section 80G in your tax return.',
  revokedSubject: 'Your certificate {code} was revoked',
  revokedBody: 'Your certificate {code} was revoked, and its check page now says so.\nReason: {reason}\n\nIf you think this is a mistake, please reply to HR.',

  // To an account's owner when its sign-ins fail again and again (api/src/modules/auth/sign-in-alerts.ts).
  signInAlertSubject: 'Many failed sign-ins to your account at {society}',
  signInAlertBody:
    'In the last {minutes} minutes, someone tried {count} times to sign in to your account ({email}) with a wrong password.\n\nIf it was you: nothing has changed. Your own wrong tries lock only your device, for {minutes} minutes; if you have forgotten the password, ask the administrator for a new one.\nIf it was not you: someone may be trying to guess your password; none of these tries got in. If your password is short, or one you also use elsewhere, ask the administrator for a new one now, and never tell it to anyone who calls or writes to you.',

  dataConfirmSubject: 'Please confirm your data request to {society}',
  dataConfirmBody:
    'We received a request from our "Your data" page, made with this email address: {what}.\nTo confirm it is yours, open this link (it works once, for the next {hours} hours):\n{link}\n\nUntil it is confirmed we do nothing with the request. If you did not make it, ignore this mail.',
  dataExportSubject: 'Your data is ready to download',
  dataExportBody:
    'As you asked, here is everything we hold under this email address.\nOpen this link to download it, as a machine-readable file (JSON) and as a page you can read or print. It works for {days} days:\n{link}\n\nThe download is made fresh from our records each time you open it; we keep no copy of it.',
  dataClosedSubject: 'Your data request ({what}) is {done, select, yes {done} other {answered}}',
  dataClosedDone: 'We have served your request: {what}.',
  dataClosedDeclined: 'We have looked at your request ({what}) and could not do what you asked.',
  dataComplaint: 'If you are not satisfied, reply to this mail or write to our grievance contact; you may then complain to the Data Protection Board of India.',
  erasureSubject: 'Your data has been erased',
  erasureIntro: 'As you asked, we have erased the data we held under this email address.',
  erasureRemoved: 'What we erased:',
  erasureNothing: 'nothing else was held under this address',
  erasureKept: 'What we had to keep, and why:',
  erasureKeptLine: '- {what}. {why}',

  // A personal-data breach notice (rule 7(1)); what happened and what was done are the admin's words.
  breachSubject: 'Important: a personal data breach at {society}',
  breachDearGuardian: 'Dear parent or guardian of {name},',
  breachIntro: 'We are writing to tell you about a personal data breach at {society} that affects {about}.',
  breachAboutYou: 'your personal data held by us',
  breachAboutChild: "your child's personal data held by us (a child is informed through their parent or guardian)",
  breachWhat: 'What happened: {description}',
  breachWhenOccurred: 'When: it happened on or about {occurred}; we became aware of it on {discovered}.',
  breachWhenDiscovered: 'When: we became aware of it on {discovered}.',
  breachWhere: 'Where: {location}',
  breachConsequences: 'Likely consequences for you: {text}',
  breachConsequencesUnknown: 'we are still assessing them and will write again.',
  breachMitigation: 'What we have done: {text}',
  breachMitigationUnknown: 'we are taking steps to contain it and will write again.',
  breachSafety: 'What you can do: {text}',
  breachSafetyDefault: 'be careful with unexpected messages or calls that mention us, and do not share passwords or one-time codes.',
  breachQuestions: 'If you have any question, please contact:',
  breachReplyOrWrite: 'Reply to this email, or write to the address on our website.',
  breachEmail: 'Email: {email}',
  breachPhone: 'Phone: {phone}',
  breachSorry: 'We are sorry for this.',
  breachTime: '{time} IST',

  // An erasure: what went and what was kept, and why (api/src/data-rights/held-data.ts; the staff read the English).
  erasedOldDonations: '{count, plural, one {# donation record} other {# donation records}} older than {years} years, with their receipts and screenshots',
  erasedDonationParts: 'from the donation records kept: the email address, transaction reference, payment screenshot and mail history',
  erasedForm10be: '{count, plural, one {# Form 10BE certificate and its PDF} other {# Form 10BE certificates and their PDFs}} of those donations',
  erasedContacts: '{count, plural, one {# contact message} other {# contact messages}}',
  erasedApplications: '{count, plural, one {# application} other {# applications}}',
  erasedCertificates: '{count, plural, one {# certificate and its PDF} other {# certificates and their PDFs}} (the check page will no longer find them)',
  erasedLeaveOrExit: '{count, plural, one {# leave or exit request} other {# leave or exit requests}}',
  erasedPortalAccount: 'the volunteer portal account',
  erasedMails: '{count, plural, one {# stored copy of an email} other {# stored copies of emails}}',
  erasedSessionSignUps: '{count, plural, one {# sign-up for a volunteer session} other {# sign-ups for volunteer sessions}}, with their check-ins and check-outs',
  erasedHours: '{count, plural, one {# entry of volunteer hours} other {# entries of volunteer hours}}',
  erasedVerification: 'the record of your police verification and its scan',
  erasedAcknowledgements: '{count, plural, one {# acknowledgement of the child-protection policy} other {# acknowledgements of the child-protection policy}}',
  keptTaxWhat: '{count, plural, one {# donation record} other {# donation records}} ({receipts}): your name, postal address, PAN, the amount, payment mode, date and the receipt',
  keptTaxUnnumbered: 'Rs {amount} of {date}',
  keptTaxWhy: 'Income-tax law requires a registered charity to keep its donation records and 80G receipts (which name the donor and their address) for {years} years; they are deleted after {until}.',
  keptForm10beWhat: '{count, plural, one {# Form 10BE certificate} other {# Form 10BE certificates}} the income-tax portal issued for the donation records kept',
  keptForm10beWhy: 'It belongs to the donation records the income-tax law has us keep, and is deleted with the last of them.',
  keptBreachWhat: 'The record that we told you of {count, plural, one {# personal data breach} other {# personal data breaches}}',
  keptBreachWhy: 'The DPDP Rules require us to tell each person a breach affects; the breach register keeps that we did, as our evidence.',
  keptStaffWhat: 'The staff account {email}',
  keptStaffWhy: 'A staff account is closed by an administrator in Users, not by a data request.',
  keptStaffSafeguardingWhat: 'Your police verification and your acknowledgements of the child-protection policy',
  keptStaffSafeguardingWhy: 'Staff work with children: while the staff account is open, the society must be able to show that you were verified and know the policy.',
  keptRequestWhat: 'This request and how it was answered',
  keptRequestWhy: 'The DPDP Rules require us to keep a record of requests we served; it is deleted {days} days after the request is closed.',
  keptMailWhat: 'A copy of the email telling you this',
  keptMailWhy: '{label} are deleted {days} days after they are sent.',
  mailCopiesLabel: RETENTION_RULES.mailCopies.label,
  keptCountsWhat: 'Counts of how often your address used our forms lately',
  keptCountsWhy: 'They hold back misuse of the forms, and delete themselves within two days.',
  keptLogWhat: 'Entries of the staff activity log that name your records',
  keptLogWhy: 'The log of who changed what is our security record; no one can edit it.',
} as const;
/** The readable copy (HTML) of a person's data export, in their language (api/src/data-rights/export-html.ts). */
export const EXPORT_TEXTS = {
  title: 'Your data',
  titleBy: 'Your data held by {society}',
  intro: 'Everything we held under {email} on {time} (India time). The same data, machine-readable, is in the JSON download.',
  nothingHeld: 'Nothing held.',
  none: 'none',
  donations: 'Donations',
  form10beCertificates: 'Form 10BE certificates of your donations',
  contactMessages: 'Contact messages',
  applications: 'Volunteer and internship applications',
  certificates: 'Certificates',
  leaveRequests: 'Leave requests',
  exitRequests: 'Exit requests',
  account: 'Account on the site',
  mails: 'Emails we sent you (stored copies)',
  dataRequests: 'Your data requests',
  breachNotices: 'Personal data breaches we told you of',
  volunteerSessions: 'Volunteer sessions you signed up for',
  volunteerHours: 'Your volunteer hours',
  policeVerification: 'Your police verification',
  policyAcknowledgements: 'Your acknowledgements of the child-protection policy',
} as const;
export const exportText: Catalogue<typeof EXPORT_TEXTS> = defineCatalogue('api-export', EXPORT_TEXTS, () => import('../hi/api-export'));

/**
 * The readable copy's name for each field of the export, by its key in the JSON download (api/src/data-rights/
 * export-html.ts looks each up; a field without one is shown by its key in words). A mail's 'to' is its
 * recipient, a certificate's or a leave's the last day: the copy names the first 'recipient'.
 */
export const EXPORT_FIELD_TEXTS = {
  name: 'Name',
  email: 'Email',
  amount: 'Amount',
  mode: 'Mode',
  transactionReference: 'Transaction reference',
  paymentReference: 'Payment reference',
  date: 'Date',
  address: 'Address',
  pan: 'PAN',
  paymentScreenshot: 'Payment screenshot',
  receipt: 'Receipt',
  number: 'Number',
  issuedAt: 'Issued at',
  voidedReceipts: 'Voided receipts',
  reason: 'Reason',
  voidedAt: 'Voided at',
  consent: 'Consent',
  noticeVersion: 'Notice version',
  acceptedAt: 'Accepted at',
  financialYear: 'Financial year',
  donorId: 'Donor ID',
  donorName: 'Donor name',
  acknowledgementNumber: 'Acknowledgement number',
  uploadedAt: 'Uploaded at',
  timesMailed: 'Times mailed',
  lastMailedAt: 'Last mailed at',
  pdf: 'PDF',
  message: 'Message',
  sentAt: 'Sent at',
  type: 'Type',
  phone: 'Phone',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  interests: 'Interests',
  availability: 'Availability',
  reference: 'Reference',
  experience: 'Experience',
  course: 'Course',
  college: 'College',
  duration: 'Duration',
  status: 'Status',
  assignedPosition: 'Assigned position',
  assignedTeam: 'Assigned team',
  interviewDate: 'Interview date',
  dateOfJoining: 'Date of joining',
  dateOfLeaving: 'Date of leaving',
  rejectionReason: 'Rejection reason',
  remarks: 'Remarks',
  text: 'Text',
  appliedAt: 'Applied at',
  agreedToTerms: 'Agreed to terms',
  guardian: 'Guardian',
  relation: 'Relation',
  guardianConsent: 'Guardian consent',
  guardianName: 'Guardian name',
  method: 'Method',
  identityDocumentSeen: 'Identity document seen',
  signedForm: 'Signed form',
  consentDate: 'Consent date',
  recordedAt: 'Recorded at',
  code: 'Code',
  holderName: 'Holder name',
  role: 'Role',
  from: 'From',
  to: 'To',
  hours: 'Hours',
  description: 'Description',
  signedBy: 'Signed by',
  revokedAt: 'Revoked at',
  reply: 'Reply',
  lastWorkingDay: 'Last working day',
  createdAt: 'Created at',
  recipient: 'To',
  subject: 'Subject',
  kind: 'Kind',
  details: 'Details',
  nomineeName: 'Nominee name',
  nomineeEmail: 'Nominee email',
  receivedAt: 'Received at',
  confirmedAt: 'Confirmed at',
  incident: 'Incident',
  discoveredAt: 'Discovered at',
  yourData: 'Your data',
  notifiedAt: 'Notified at',
  session: 'Session',
  place: 'Place',
  signedUpAt: 'Signed up at',
  checkedInAt: 'Checked in at',
  checkedOutAt: 'Checked out at',
  markedAbsent: 'Marked absent',
  cancelNote: 'Note on cancelling',
  note: 'Note',
  verifiedOn: 'Verified on',
  certificateNumber: 'Certificate number',
  expiresOn: 'Valid until',
  scan: 'Scan',
  version: 'Version',
  acknowledgedAt: 'Acknowledged at',
  yes: 'yes',
  no: 'no',
} as const;
export const exportFieldText: Catalogue<typeof EXPORT_FIELD_TEXTS> = defineCatalogue('api-export-fields', EXPORT_FIELD_TEXTS, () => import('../hi/api-export-fields'));

export const mailText: Catalogue<typeof MAIL_TEXTS> = defineCatalogue('mail', MAIL_TEXTS, () => import('../hi/mail'));

/**
 * The fixed words of a volunteering or internship certificate (api/src/modules/hr/certificates/certificate-pdf.ts);
 * the society's name, role, days and hours are filled in as HR typed them. The English is what the PDF always said.
 */
export const CERTIFICATE_TEXTS = {
  titleVolunteering: 'Certificate of Volunteering',
  titleInternship: 'Certificate of Internship Completion',
  certifyThat: 'This is to certify that',
  statementVolunteering: 'has served as a volunteer with {society} as {role}, from {from} to {to}{withHours, select, yes {, giving {hours} hours of their time} other {}}.',
  statementInternship: 'has successfully completed an internship with {society} as {role}, from {from} to {to}{withHours, select, yes {, giving {hours} hours of their time} other {}}.',
  // Before the Site tab has the society's name (the PDF then says it is not valid) the sentence still reads.
  theSociety: 'the society',
  issuedOn: 'Issued on {day}',
  certificateCode: 'Certificate code',
  scanOrCheck: 'Scan the code, or check it at',
  // Under the society's name while the Site tab still holds the example settings.
  exampleStamp: 'EXAMPLE SETTINGS - NOT A VALID CERTIFICATE',
} as const;
export const certificateText: Catalogue<typeof CERTIFICATE_TEXTS> = defineCatalogue('certificate', CERTIFICATE_TEXTS, () => import('../hi/certificate'));

/**
 * The fixed words of an 80G receipt (api/src/modules/admin/receipts/receipt-pdf.ts). The English is what the
 * receipt always said; a Hindi-speaking donor's receipt gives each label in Hindi and then in English, so the
 * tax officer and the donor read the same page.
 */
export const RECEIPT_TEXTS = {
  title: 'Donation Receipt',
  societyNameNotSet: 'Name of the society not set',
  registrationNumber: 'Registration number: {number}',
  societyPan: 'PAN: {pan}',
  registration80G: '80G registration: {number}',
  registration12A: '12A registration: {number}',
  // Each follows a registration whose day the Site tab has (with its own leading punctuation).
  registrationDated: ' dated {day}',
  registrationValidUntil: ' (valid until {day})',
  incompleteStamp: "NOT A VALID RECEIPT: THE SOCIETY'S REGISTRATION DETAILS ARE NOT SET",
  receiptNumber: 'Receipt number',
  receiptDate: 'Receipt date',
  receivedFrom: 'Received with thanks from',
  address: 'Address',
  pan: 'PAN',
  amount: 'Amount',
  amountInWords: 'Amount in words',
  paymentMode: 'Mode of payment',
  chequeReference: 'Cheque reference',
  cashReference: 'Reference',
  transferReference: 'UTR / reference',
  donatedOn: 'Date of donation',
  modeBankTransfer: 'Bank Transfer',
  modeCheque: 'Cheque',
  modeUpi: 'UPI',
  modeOther: 'Other',
  modeCash: 'Cash',
  deductionNote: 'Donations to this society qualify for a deduction of 50% under section 80G of the Income-tax Act, 1961, subject to the limits of that section.',
  // Instead of the deduction note on a receipt for cash above Rs. 2,000 (section 80G(5D)).
  cashNotEligibleNote:
    'This donation was received in cash and exceeds Rs. 2,000: under section 80G(5D) of the Income-tax Act, 1961, it is not eligible for a deduction under section 80G.',
  noSignature: 'Computer generated receipt; no signature required',
} as const;
export const receiptText: Catalogue<typeof RECEIPT_TEXTS> = defineCatalogue('receipt', RECEIPT_TEXTS, () => import('../hi/receipt'));

/**
 * The words of a child's progress card (issue 44; api/src/domains/children/register/reports/progress-card-pdf.ts),
 * printed in the guardian's language: ASER's levels as a parent says them, the rounds as the time of year.
 */
export const PROGRESS_CARD_TEXTS = {
  title: 'Progress card',
  societyNameNotSet: 'Name of the society not set',
  yearAndTerm: 'Academic year {year} · {term}',
  term1: 'Term 1 (April to September)',
  term2: 'Term 2 (October to March)',
  childName: 'Name',
  batch: 'Batch',
  centre: 'Learning centre',
  attendanceHeading: 'Attendance this term',
  classDaysHeld: 'Class days',
  daysPresent: 'Days present',
  attendancePercent: 'Attendance',
  noClassDays: 'No class days were marked for the child this term.',
  levelsHeading: 'Learning levels',
  round: 'Assessment',
  assessedOn: 'Date',
  readingHindi: 'Reading (Hindi)',
  readingEnglish: 'Reading (English)',
  arithmetic: 'Arithmetic',
  baseline: 'Start of the year',
  midline: 'Middle of the year',
  endline: 'End of the year',
  notAssessed: 'Not assessed',
  readingBeginner: 'Beginner',
  readingLetter: 'Letters',
  readingWord: 'Words',
  readingParagraph: 'Paragraph',
  readingStory: 'Story',
  arithmeticBeginner: 'Beginner',
  arithmeticNumbers1to9: 'Numbers 1 to 9',
  arithmeticNumbers10to99: 'Numbers 10 to 99',
  arithmeticSubtraction: 'Subtraction',
  arithmeticDivision: 'Division',
  remarkHeading: "Teacher's remark",
  noRemark: 'No remark this term.',
  teacherSignature: "Teacher's signature",
  guardianSignature: "Parent's or guardian's signature",
  issuedOn: 'Issued on {day}',
  footer: "Made from the learning centre's register. If you have a question, please ask your child's teacher.",
} as const;
export const progressCardText: Catalogue<typeof PROGRESS_CARD_TEXTS> = defineCatalogue('progress-card', PROGRESS_CARD_TEXTS, () => import('../hi/progress-card'));
