import { formatDay, formatTime, messagesText, sessionsText, SESSION_SKILL_WORDS, type SessionSkill } from '@society/contracts';
import { isApiError, useLocale, useText } from '@society/web-kit';

/** India time of a session's day and 'HH:MM'. */
const indiaInstant = (day: string, time: string) => `${day}T${time}:00+05:30`;

/** The sessions' words, days, times and failures in the page's language ('/hi/…' is Hindi). */
export function useSessionsText() {
  const locale = useLocale();
  const t = useText(sessionsText);
  const messages = useText(messagesText);
  return {
    t,
    locale,
    /** 'YYYY-MM-DD' → '5 December 2026' / '5 दिसंबर 2026'. */
    day: (day: string) => formatDay(indiaInstant(day, '12:00'), locale),
    /** A session's 'HH:MM' on its day → '4:00 pm' / 'शाम 4:00 बजे'. */
    time: (day: string, time: string) => formatTime(indiaInstant(day, time), locale),
    /** An ISO instant's time in India. */
    clock: (iso: string) => formatTime(iso, locale),
    skill: (skill: SessionSkill) => t(SESSION_SKILL_WORDS[skill] ?? 'skillOther'),
    /** The server's words (in the page's language: the request says which), else the general message. */
    failure: (error: unknown) => (isApiError(error) && error.serverMessage) || messages(isApiError(error) && error.status === 0 ? 'networkError' : 'genericError'),
  };
}
