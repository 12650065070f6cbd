import { defineCatalogue, type Catalogue } from '../catalogue';

/**
 * What the class register's API answers the team with (issue 44), by key: the API throws a MessageError
 * naming the key and its values (api/src/i18n/message-error.ts) and answers it in the request's language,
 * so no English is matched back to find its Hindi. A field is named by its label (the `label…` keys),
 * never by its JSON name.
 */
export const REGISTER_API_MESSAGES = {
  registerCentreNotFound: 'Learning centre not found',
  registerBatchNotFound: 'Batch not found',
  registerStudentNotFound: 'Child not found',
  registerTeacherNotTeam: 'Each teacher must be a team member with an account',
  registerEndBeforeStart: 'The batch must end after it starts',
  registerMapUrl: 'The map link must start with https://',
  registerNotTeacher: 'Only a teacher of this batch may mark its days',
  registerNotChildsTeacher: "Only a teacher of the child's batch may record this",
  registerDayClosed: 'A teacher may change a day for {days} days only; after that, ask the admin to correct it',
  registerFutureDay: 'A day that has not come yet cannot be recorded',
  registerNoConsent: "This child has no guardian's consent on record: nothing can be recorded for them",
  registerMarksNoConsent: "A child in these marks has no guardian's consent on record",
  registerMarksNotEnrolled: 'A child in these marks was not in this batch on that day',
  registerNotEnrolled: 'This child is not in any batch now',
  registerHolidayMarks: 'A holiday or a day without class has no marks',
  registerHeldNoMarks: 'A class day needs at least one mark',
  registerEnglishNotTaught: 'English reading is not assessed in this batch',
  registerNoLevel: 'Choose at least one level',
  registerYearOfDay: 'The day assessed must fall within academic year {year}',
  registerRecordInvalid: '{field}: missing or not valid',
  registerRecordKind: 'This kind of record is unknown',
  registerRoundOrder: "The round's last day cannot be before its first",
  registerRoundYear: 'A round must fall within its academic year ({from} to {to})',
  registerTooManyRecords: 'At most {max} records can be sent at once',
  registerNotInBatchInTerm: 'This child was not in a batch during that term',
  registerNoChildrenInTerm: "No child with a guardian's consent was in this batch during that term",

  labelRecordId: 'Record id',
  labelRecordedAt: 'Time recorded',
  labelBatch: 'Batch',
  labelDay: 'Day',
  labelDayKind: 'Kind of day',
  labelMarks: 'Marks',
  labelChild: 'Child',
  labelAcademicYear: 'Academic year',
  labelRound: 'Round',
  labelAssessedOn: 'Day assessed',
  labelReadingHindi: 'Hindi reading',
  labelReadingEnglish: 'English reading',
  labelArithmetic: 'Arithmetic',
  labelOutcome: 'What the visit found',
  labelNote: 'Note',
} as const;

export type RegisterApiMessageKey = keyof typeof REGISTER_API_MESSAGES;

export const registerApiText: Catalogue<typeof REGISTER_API_MESSAGES> = defineCatalogue('register-api', REGISTER_API_MESSAGES, () => import('../hi/register-api'));
