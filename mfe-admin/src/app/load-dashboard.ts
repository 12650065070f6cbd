import { getCoreTeam, type CoreTeamMember } from '../features/core-team/api/get-core-team';
import { getDonations, type AdminDonation } from '../features/donations/api/get-donations';
import { getUsers, type AdminUser } from '../features/users/api/get-users';

export interface DashboardData {
  users: AdminUser[];
  donations: AdminDonation[];
  coreTeam: CoreTeamMember[];
}

/** The three lists whose counts label the tabs, loaded together on entry (SPEC §7). */
export async function loadDashboard(): Promise<DashboardData> {
  const [users, donations, coreTeam] = await Promise.all([getUsers(), getDonations(), getCoreTeam()]);
  return { users, donations, coreTeam };
}
