import { teamText } from '@society/contracts';
import { useText } from '@society/web-kit';

/** The team dashboard's words in the page's language (/hi/member-dashboard is Hindi). */
export function useTeamText() {
  return useText(teamText);
}
