// Child safeguarding for the people who meet children (web kit, on the volunteer's portal and the team's
// dashboard): the child-protection policy and its acknowledgement, one's own standing (policy, police
// verification), and the form to raise a concern about a child. No plural messages: a phone never waits for the formatter.
import { defineCatalogue } from '../catalogue';

export const SAFEGUARDING_EN = {
  tabSafety: 'Child safety',
  safetyIntro: 'The society works with children. Everyone who meets them acknowledges its child-protection policy and has a valid police verification.',

  // The policy
  policyHeading: 'Child-protection policy',
  policyLoading: 'Loading the policy',
  policyNone: 'The society has not published its child-protection policy yet. Nothing to acknowledge for now.',
  policyVersion: 'Version {version}, published {date}',
  policyAcknowledgedOn: 'You acknowledged this version on {date}.',
  policyPleaseRead: 'Please read the policy to the end. You must acknowledge it before you work with children.',
  policyConfirm: 'I have read the child-protection policy and will follow it.',
  policyAcknowledge: 'Acknowledge the policy',
  policyAcknowledging: 'Saving...',
  policyThanks: 'Thank you: your acknowledgement is recorded.',
  policyConfirmFirst: 'Tick the box to confirm you have read the policy.',

  // My standing
  standingHeading: 'Before you work with children',
  standingLoading: 'Loading your standing',
  standingPolicy: 'Child-protection policy',
  standingPolicyDone: 'Acknowledged (version {version})',
  standingPolicyMissing: 'Not acknowledged yet',
  standingPolicyNone: 'Not published yet',
  standingVerification: 'Police verification',
  standingVerified: 'Verified, valid until {date}',
  standingVerifiedNoExpiry: 'Verified',
  standingExpired: 'Expired on {date}',
  standingPending: 'Asked for, not done yet',
  standingRejected: 'Not accepted',
  standingNoVerification: 'Not on record',
  standingReady: 'You may sign up for sessions with children.',
  standingNotReady: 'Sessions with children need both: an acknowledged policy and a valid police verification.',
  standingVerificationHow: 'HR arranges the police verification: write to HR if yours is missing or about to expire.',

  // Raise a concern
  concernHeading: 'Raise a concern about a child',
  concernIntro: 'If a child tells you something worrying, or you see or hear something that makes you fear for a child’s safety, tell the society here, today. You do not need to be sure. Do not try to investigate yourself.',
  concernWhat: 'What happened, or what worries you',
  concernWhatHint: 'In your own words: what you saw or heard, and what the child said, as they said it.',
  concernHappenedOn: 'The day it happened',
  concernHappenedAt: 'Time (if known)',
  concernChildName: 'The child’s name',
  concernWho: 'Who was involved',
  concernWhoHint: 'Names or roles of the adults or children involved, if you know them.',
  concernWhere: 'Where (if known)',
  concernSend: 'Send the concern',
  concernSending: 'Sending...',
  concernIncomplete: 'Please say what happened, the day, who was involved and the child’s name.',
  concernFutureDay: 'The day it happened cannot be in the future.',
  concernSentHeading: 'Your concern has been received',
  concernSentAt: 'Received {time}.',
  concernNextHeading: 'What happens next',
  concernNext1: 'Only the society’s safeguarding lead and the admin can read it. Nothing in it is ever deleted.',
  concernNext2: 'They look into it and, where the law asks for it, report it to the police or the Special Juvenile Police Unit within 24 hours.',
  concernNext3: 'They may call you to ask more. Do not speak about it to others, and do not confront anyone involved.',
  concernNext4: 'If a child is in danger right now, call the police on 112 or Childline on 1098 first.',
  concernAnother: 'Raise another concern',
} as const;

export type SafeguardingKey = keyof typeof SAFEGUARDING_EN;

export const safeguardingText = defineCatalogue('safeguarding', SAFEGUARDING_EN, () => import('../hi/safeguarding'));
