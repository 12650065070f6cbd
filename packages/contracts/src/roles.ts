/** Every role a user record may carry. 'user' exists only because the admin editor offers it (SPEC §3). */
export const ROLES = ['admin', 'hr', 'team', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that own a dashboard, and where the login sends each one (SPEC §4). */
export const DASHBOARD_PATH_BY_ROLE = {
  admin: '/admin-dashboard',
  hr: '/hr-dashboard',
  team: '/member-dashboard',
} as const;
export type DashboardRole = keyof typeof DASHBOARD_PATH_BY_ROLE;

export function isDashboardRole(role: string): role is DashboardRole {
  return Object.prototype.hasOwnProperty.call(DASHBOARD_PATH_BY_ROLE, role);
}
