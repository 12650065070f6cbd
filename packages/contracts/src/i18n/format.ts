import { INDIA_TIME_ZONE } from '../india-time';
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
    format = new Intl.DateTimeFormat(HTML_LANG[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE, numberingSystem: 'latn' });
    days.set(locale, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}

let clock: Intl.DateTimeFormat | undefined;

/** The hour and minute in India, on a 24-hour clock. */
function indiaClock(date: Date): { hour: number; minute: string } {
  clock ??= new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: INDIA_TIME_ZONE });
  const [hour, minute] = clock.format(date).split(':');
  return { hour: Number(hour), minute };
}

/**
 * Hindi names the part of the day instead of am/pm ('सुबह 10:15 बजे', 'रात 12:30 बजे'), by the hour in India:
 * सुबह from 4 to noon, दोपहर to 4 pm, शाम to 8 pm, रात until 4 am.
 */
function hindiDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return 'सुबह';
  if (hour >= 12 && hour < 16) return 'दोपहर';
  if (hour >= 16 && hour < 20) return 'शाम';
  return 'रात';
}

/** '2:30 pm' / 'दोपहर 2:30 बजे', the time as in India. */
export function formatTime(date: Date | string, locale: Locale): string {
  const { hour, minute } = indiaClock(typeof date === 'string' ? new Date(date) : date);
  const onTwelve = hour % 12 === 0 ? 12 : hour % 12;
  return locale === 'hi' ? `${hindiDayPart(hour)} ${onTwelve}:${minute} बजे` : `${onTwelve}:${minute} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '28 November 2026, 2:30 pm' / '28 नवंबर 2026, दोपहर 2:30 बजे': the day and time as in India, one form per language. */
export function formatDateTime(date: Date | string, locale: Locale): string {
  return `${formatDay(date, locale)}, ${formatTime(date, locale)}`;
}
