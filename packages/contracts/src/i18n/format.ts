import { HTML_LANG, type Locale } from './locale';

// Indian grouping in both languages (₹1,00,000); Hindi keeps the digits people type and read on forms.
const money = new Map<string, Intl.NumberFormat>();
const days = new Map<Locale, Intl.DateTimeFormat>();

/** '₹1,00,000' (paise shown only when there are some). */
export function formatRupees(amount: number, locale: Locale): string {
  const paise = !Number.isInteger(amount);
  const key = `${locale}${paise ? '.00' : ''}`;
  let format = money.get(key);
  if (!format) {
    const digits = paise ? 2 : 0;
    format = new Intl.NumberFormat(HTML_LANG[locale], { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits, numberingSystem: 'latn' });
    money.set(key, format);
  }
  return format.format(amount);
}

/** '28 November 2026' / '28 नवंबर 2026', the day as in India. */
export function formatDay(date: Date | string, locale: Locale): string {
  let format = days.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(HTML_LANG[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata', numberingSystem: 'latn' });
    days.set(locale, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}
