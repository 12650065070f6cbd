import { messagesText, volunteerPortalText } from '@society/contracts';
import { useLocale, useText } from '@society/web-kit';
import { errorText, formatDay } from '../utils/format';

/** The dashboard's words, days and error messages in the page's language ('/hi/…' is Hindi). */
export function usePortalText() {
  const locale = useLocale();
  const t = useText(volunteerPortalText);
  const messages = useText(messagesText);
  return {
    t,
    locale,
    day: (value: string | null | undefined) => formatDay(value, locale),
    failure: (error: unknown) => errorText(error, messages),
  };
}
