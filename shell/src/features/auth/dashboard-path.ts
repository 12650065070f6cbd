import { DASHBOARD_PATH_BY_ROLE, localizedPath, type DashboardRole, type Locale } from '@society/contracts';

/** The dashboards that have Hindi: the volunteer's portal and the team's class register (issue 44). */
const IN_HINDI_TOO: readonly DashboardRole[] = ['volunteer', 'team'];

/** Where a signed-in role goes: a volunteer or teacher who signed in on a Hindi page to their Hindi dashboard; the other staff dashboards are English. */
export function dashboardPath(role: DashboardRole, locale: Locale): string {
  return IN_HINDI_TOO.includes(role) ? localizedPath(DASHBOARD_PATH_BY_ROLE[role], locale) : DASHBOARD_PATH_BY_ROLE[role];
}
