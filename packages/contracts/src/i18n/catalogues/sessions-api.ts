import { defineCatalogue, type Catalogue } from '../catalogue';

/**
 * What the API answers about volunteer sessions, sign-ups, check-in and hours (issue 45), by key: a service throws a MessageError naming the key and its values
 * (api/src/i18n/message-error.ts), and the answer is in the request's language. A field is named by its
 * label (the `label…` keys), never by its JSON name. Keys start with 'sessions' so that no two catalogues share one.
 */
export const SESSIONS_API_MESSAGES = {
  sessionsNotFound: 'Session not found',
  sessionsHoursNotFound: 'Hours entry not found',
  sessionsPersonNotFound: 'No volunteer or team member has this id',
  sessionsBatchNeeded: 'A session for a batch needs its batch',
  sessionsBatchNotFound: 'Batch not found',
  sessionsNotTeacher: 'Only a teacher of this batch may publish or manage its sessions',
  sessionsEndBeforeStart: 'The session must end after it starts',
  sessionsDayPast: 'A session cannot be published for a day that has passed',
  sessionsRepeatOrder: 'The last date of a weekly session cannot be before its first',
  sessionsRepeatTooLong: 'A weekly session can have at most {max} dates at once',
  sessionsAlreadyHeld: 'This session has already started or been held: it can no longer be changed',
  sessionsCancelled: 'This session was cancelled',
  sessionsWantedBelowSignedUp: '{count} people have signed up already: the number of volunteers cannot be lower',
  sessionsAlreadySignedUp: 'You have already signed up for this session',
  sessionsAlreadyWaiting: 'You are already on the waiting list for this session',
  sessionsPersonAlreadySignedUp: 'This person has already signed up for this session',
  sessionsNotSignedUp: 'You have not signed up for this session',
  sessionsPersonNotSignedUp: 'This person has not signed up for this session',
  sessionsCancelNeedsNote: 'Less than {hours} hours are left before the session: say why you cannot come in a short note (HR will see it)',
  sessionsSafeguardingPolicy: 'This session is with children: first read and accept the current child-protection policy',
  sessionsSafeguardingVerification: 'This session is with children: a police verification valid on {day} is needed first',
  sessionsSafeguardingBoth: 'This session is with children: first accept the current child-protection policy, and a police verification valid on {day} is needed',
  sessionsPersonSafeguardingPolicy: 'This session is with children: this person has not accepted the current child-protection policy',
  sessionsPersonSafeguardingVerification: 'This session is with children: this person has no police verification valid on {day}',
  sessionsPersonSafeguardingBoth: 'This session is with children: this person has neither accepted the current child-protection policy nor a police verification valid on {day}',
  sessionsCodeStale: 'This code has expired: it changes every few minutes. Scan the code shown at the session now',
  sessionsCodeWrong: 'This code is not the code of this session',
  sessionsCheckInNotOpen: 'Check-in opens {minutes} minutes before the session starts',
  sessionsCheckInClosed: 'The session is over: check-in is closed',
  sessionsNotCheckedIn: 'Check in first',
  sessionsAttendanceNotYet: 'Attendance can be marked only once the session has started',
  sessionsHoursFuture: 'Hours cannot be logged for a day that has not come yet',
  sessionsHoursTooOld: 'Hours can be logged only for the last {days} days',
  sessionsHoursDecided: 'This entry has already been decided',
  sessionsBulkNeedsOne: 'Give a week or the entries to approve',
  sessionsWeekNotMonday: 'A week is given by its Monday',
  sessionsRangeOrder: 'The end of the period cannot be before its start',
  sessionsCertificateHoursReason: 'The approved hours for this period are {hours}: give a reason to print other hours',
} as const;

export type SessionsApiMessageKey = keyof typeof SESSIONS_API_MESSAGES;

export const sessionsApiText: Catalogue<typeof SESSIONS_API_MESSAGES> = defineCatalogue('sessions-api', SESSIONS_API_MESSAGES, () => import('../hi/sessions-api'));
