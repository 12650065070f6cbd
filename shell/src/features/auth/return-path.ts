import type { DashboardRole, Locale } from '@society/contracts';
import { dashboardPath } from './dashboard-path';

/** What RequireRole leaves in the router's state for the login page: the page a signed-out person asked for. */
export interface ReturnState {
  from?: string;
}

/**
 * Where to go after signing in: the page asked for (a volunteer's check-in link opened before signing in) when
 * it lies inside this role's own dashboard, else the dashboard. Only a path of our own, never another origin.
 */
export function returnPath(role: DashboardRole, locale: Locale, state: unknown): string {
  const home = dashboardPath(role, locale);
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || /[\\]|\/\//.test(from)) return home;
  return from === home || from.startsWith(`${home}/`) || from.startsWith(`${home}?`) ? from : home;
}
