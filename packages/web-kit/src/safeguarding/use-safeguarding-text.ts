import { formatDateTime, formatDay, messagesText, safeguardingText } from '@society/contracts';
import { isApiError, useLocale, useText } from '@society/web-kit';

/** The safeguarding pieces' words, days and failures in the page's language. */
export function useSafeguardingText() {
  const locale = useLocale();
  const t = useText(safeguardingText);
  const messages = useText(messagesText);
  return {
    t,
    locale,
    day: (value: string) => formatDay(value.length === 10 ? `${value}T12:00:00+05:30` : value, locale),
    dateTime: (value: string) => formatDateTime(value, locale),
    /** The server's words (in the page's language: the request says which), else the general message. */
    failure: (error: unknown) => (isApiError(error) && error.serverMessage) || messages(isApiError(error) && error.status === 0 ? 'networkError' : 'genericError'),
  };
}
