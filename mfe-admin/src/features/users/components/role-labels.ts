import { ASSIGNABLE_ROLES, type Role } from '@society/contracts';

/** Roles as the admin reads them (SPEC §2: capitalised; 'HR' is an abbreviation). */
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', hr: 'HR', team: 'Team', user: 'User', volunteer: 'Volunteer' };

/** The roles the editor gives; a volunteer account comes from HR's invite only, and keeps its role. */
export const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function roleLabel(role: string): string {
  return ROLE_LABELS[role as Role] ?? role.charAt(0).toUpperCase() + role.slice(1);
}
