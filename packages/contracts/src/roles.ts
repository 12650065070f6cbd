/**
 * Every role a user record may carry. 'user' exists only because the admin editor offers it (SPEC §3);
 * 'volunteer' is the account of an onboarded volunteer or intern, made only by HR's invite.
 */
export const ROLES = ['admin', 'hr', 'team', 'user', 'volunteer'] as const;
export type Role = (typeof ROLES)[number];

/** The roles the admin's user editor may give: a volunteer account belongs to a person HR onboarded, so only HR's invite makes one. */
export const ASSIGNABLE_ROLES = ['admin', 'hr', 'team', 'user'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Roles that own a dashboard, and where the login sends each one (SPEC §4). */
export const DASHBOARD_PATH_BY_ROLE = {
  admin: '/admin-dashboard',
  hr: '/hr-dashboard',
  team: '/member-dashboard',
  volunteer: '/volunteer-dashboard',
} as const;
export type DashboardRole = keyof typeof DASHBOARD_PATH_BY_ROLE;

export function isDashboardRole(role: string): role is DashboardRole {
  return Object.prototype.hasOwnProperty.call(DASHBOARD_PATH_BY_ROLE, role);
}
