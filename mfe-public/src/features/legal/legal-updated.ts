import { HTML_LANG, type Locale } from '@society/contracts';

/** The month the privacy notice and terms last changed (YYYY-MM); update it with their text. */
export const LEGAL_UPDATED = '2026-11';

/** 'November 2026' / 'नवंबर 2026'. */
export function legalUpdated(locale: Locale): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], { month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${LEGAL_UPDATED}-01T00:00:00Z`));
}
