/** When the privacy notice and terms last changed; update it with their text. */
export const LEGAL_UPDATED = 'November 2026';
