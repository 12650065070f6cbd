import { formatDay as formatDayIn, formatIndiaDate, parseInstant, type Locale, type MESSAGES, type Translate } from '@society/contracts';
import { isApiError } from '@society/web-kit';

export { todayInIndia } from '@society/contracts';

/**
 * '2026-08-15' → '15 Aug 2026' ('15 अगस्त 2026' in Hindi); an ISO date-time is shown as its day in
 * India; nothing gives '-'.
 */
export function formatDay(value: string | null | undefined, locale: Locale = 'en'): string {
  const date = parseInstant(value);
  if (!date) return '-';
  return locale === 'hi' ? formatDayIn(date, 'hi') : formatIndiaDate(date);
}

/**
 * What to tell the person when a call failed: the server's words (in the page's language: the request
 * says which), else SPEC §8's message in the page's language.
 */
export function errorText(error: unknown, messages: Translate<typeof MESSAGES>): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return messages(isApiError(error) && error.status === 0 ? 'networkError' : 'genericError');
}

/** A field's message from a 400, for the field it names. */
export function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors?.[field]?.[0] : undefined;
}
