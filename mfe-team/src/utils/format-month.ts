import { HTML_LANG, type Locale } from '@society/contracts';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** 'November 2026' / 'नवंबर 2026' for a month 'YYYY-MM' (a calendar month: no zone shifts it). */
export function formatMonth(month: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(HTML_LANG[locale], { month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' });
    formats.set(locale, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}
