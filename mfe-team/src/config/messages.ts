/** The team dashboard's own texts; the first three are SPEC §8's, word for word. */
export const TEAM_MESSAGES = {
  fetchFailed: 'Error fetching students',
  addFailed: 'Error adding student',
  updateFailed: 'Error updating student',
  revealFailed: 'The number could not be shown. Please try again.',
  invalidList: 'Invalid data format received from server',
  added: 'Student added',
  updated: 'Student updated',
  consentRecorded: "Guardian's consent recorded",
  consentFailed: "The guardian's consent could not be saved",
  consentNeeded: 'Guardian consent needed',
  withdrawn: "Consent withdrawn: the child's details were erased",
  withdrawFailed: 'The consent could not be withdrawn. Please try again.',
  formFailed: 'The signed form could not be downloaded. Please try again.',
} as const;
