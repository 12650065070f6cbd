import { DASHBOARD_PATH_BY_ROLE } from '@society/contracts';

// The dashboard's screens, as English paths; a screen turns them into the page's language with useLocalPath.
const BASE = DASHBOARD_PATH_BY_ROLE.team;

export const TEAM_TABS = ['today', 'batches', 'students', 'follow-up', 'outcomes', 'sessions', 'safety'] as const;
export type TeamTab = (typeof TEAM_TABS)[number];

/** A tab's path: Today is the dashboard itself. */
export function tabPath(tab: TeamTab): string {
  return tab === 'today' ? BASE : `${BASE}/${tab}`;
}

/** A batch's register on a day (YYYY-MM-DD). */
export function dayPath(batchId: string, day: string): string {
  return `${BASE}/register/${encodeURIComponent(batchId)}/${day}`;
}

/** A batch's month (YYYY-MM). */
export function monthPath(batchId: string, month: string): string {
  return `${BASE}/register/${encodeURIComponent(batchId)}/month/${month}`;
}

/** A child's page in the register. */
export function childPath(studentId: string): string {
  return `${BASE}/children/${encodeURIComponent(studentId)}`;
}

/** A volunteer session's check-in code, full screen (issue 45). */
export function sessionCodePath(sessionId: string): string {
  return `${BASE}/sessions/${encodeURIComponent(sessionId)}/code`;
}
