import { defineCatalogue, type Catalogue } from '../catalogue';

/**
 * What the API answers about child safeguarding: the child-protection policy, police verifications and the concerns register (issue 45), by key: a service throws a MessageError naming the key and its values
 * (api/src/i18n/message-error.ts), and the answer is in the request's language. A field is named by its
 * label (the `label…` keys), never by its JSON name. Keys start with 'safeguarding' so that no two catalogues share one.
 */
export const SAFEGUARDING_API_MESSAGES = {
  safeguardingPersonNotFound: 'No team member or volunteer has this account',
  safeguardingNoPolicy: 'No child-protection policy has been published yet',
  safeguardingNotCurrentVersion: 'Only the current version of the policy (version {current}) can be acknowledged',
  safeguardingPolicySame: 'This text is the same as the current version: nothing to publish',
  safeguardingFieldRequired: '{field} is required',
  safeguardingDayInvalid: '{field} must be a date (YYYY-MM-DD)',
  safeguardingFutureDay: '{field} cannot be in the future',
  safeguardingExpiryBeforeVerified: 'The expiry date must be after the date of verification',
  safeguardingScanType: 'The scan must be a PDF, JPEG or PNG file',
  safeguardingScanTooLarge: 'The scan must be at most {mb} MB',
  safeguardingNoScan: 'No scan of the certificate is held for this person',
  safeguardingLeadNotStaff: 'The safeguarding lead must be an active admin, HR or team member account',
  safeguardingPolicyBusy: 'Another version was being published at the same moment: try again',

  safeguardingLabelVerifiedOn: 'Date of verification',
  safeguardingLabelCertificateNumber: 'Certificate number',
  safeguardingLabelExpiresOn: 'Expiry date',
  // The concerns register and children's photos (issue 45, B2).
  safeguardingConcernNotFound: 'Concern not found',
  safeguardingConcernsForbidden: 'Only the admin and the safeguarding lead may read the concerns register',
  safeguardingConcernRaised: 'Thank you. Your concern is on the register, and the safeguarding lead has been told.',
  safeguardingConcernClosed: 'This concern is closed: no step follows',
  safeguardingConcernStepOrder: 'This concern is at "{current}": the next step is "{next}"',
  safeguardingStepRaised: 'Raised',
  safeguardingStepAssessed: 'Assessed',
  safeguardingStepReported: 'Reported',
  safeguardingStepClosed: 'Closed',
  safeguardingReportFieldRequired: 'A report needs {field}',
  safeguardingReportedOnFuture: 'The day of the report cannot be in the future',
  safeguardingReportedBeforeRaised: 'The day of the report cannot be before the concern was raised',
  safeguardingHappenedOnFuture: 'The day it happened cannot be in the future',
  safeguardingConcernStudentNotFound: 'No child has this student record',
  safeguardingLabelReportedTo: 'whom it was reported to (police or SJPU)',
  safeguardingLabelReportedOn: 'the day it was reported',
  safeguardingLabelReference: "the police's reference",
  safeguardingConcernMailSubject: 'A safeguarding concern was raised',
  safeguardingConcernMailBody: 'A safeguarding concern was raised on {raisedAt}. It must be reported to the police or the Special Juvenile Police Unit by {dueAt}. Read it in the concerns register: {link}',
  safeguardingPhotoNoConsent: "This photo shows {name}, whose guardian has not given consent for photos: it cannot be published",
  safeguardingPhotoNoChildren: 'Choose the children this photo shows',
  safeguardingPhotoChildUnknown: 'A child chosen for this photo has no student record',
} as const;

export type SafeguardingApiMessageKey = keyof typeof SAFEGUARDING_API_MESSAGES;

export const safeguardingApiText: Catalogue<typeof SAFEGUARDING_API_MESSAGES> = defineCatalogue('safeguarding-api', SAFEGUARDING_API_MESSAGES, () => import('../hi/safeguarding-api'));
