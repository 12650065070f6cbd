import { formatDay, formatTime, sessionsText, SESSION_SKILL_WORDS, type SessionSkill } from '@society/contracts';
import { useLocale, useText } from '@society/web-kit';

const indiaInstant = (day: string, time: string) => `${day}T${time}:00+05:30`;

/** The sessions' words, days and times in the page's language (/hi/member-dashboard is Hindi). */
export function useSessionsText() {
  const locale = useLocale();
  const t = useText(sessionsText);
  return {
    t,
    day: (day: string) => formatDay(indiaInstant(day, '12:00'), locale),
    time: (day: string, time: string) => formatTime(indiaInstant(day, time), locale),
    clock: (iso: string) => formatTime(iso, locale),
    skill: (skill: SessionSkill) => t(SESSION_SKILL_WORDS[skill]),
  };
}
