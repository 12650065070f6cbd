// The Form 10BE tab's words, shared by the panel and its table.
export const FORM_10BE_TEXT = {
  heading: 'Form 10BE certificates',
  intro:
    'After filing Form 10BD, download the Form 10BE certificates from the income-tax portal and upload them here (PDFs, or a zip of them). Each is matched to its donor by PAN (else by name) and mailed to them once.',
  uploadLabel: 'Certificates (PDF or zip)',
  uploading: (done: number, total: number) => `Uploading ${done + 1} of ${total}...`,
  uploaded: (added: number, before: number) => `${added} certificate${added === 1 ? '' : 's'} added${before > 0 ? `, ${before} uploaded before` : ''}.`,
  uploadFailed: 'The certificates could not be uploaded. Please try again.',
  sendAll: 'Mail certificates not yet sent',
  sendFailed: 'The certificates could not be mailed. Please try again.',
  resendFailed: 'The certificate could not be mailed. Please try again.',
  rematch: 'Match again',
  rematchFailed: 'The certificates could not be matched again. Please try again.',
  followUp: 'Donors without PAN (CSV)',
  empty: 'No certificates uploaded for this year yet.',
  loadFailed: 'The certificates could not be loaded.',
  notMatched: 'Not matched',
} as const;
