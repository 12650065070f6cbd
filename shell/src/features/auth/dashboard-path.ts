import { DASHBOARD_PATH_BY_ROLE, localizedPath, type DashboardRole, type Locale } from '@society/contracts';

/** Where a signed-in role goes: a volunteer who signed in on a Hindi page to their Hindi dashboard; staff dashboards are English. */
export function dashboardPath(role: DashboardRole, locale: Locale): string {
  return role === 'volunteer' ? localizedPath(DASHBOARD_PATH_BY_ROLE.volunteer, locale) : DASHBOARD_PATH_BY_ROLE[role];
}
