import { getCoreTeam, type CoreTeamMember } from '../features/core-team/api/get-core-team';
import { getDonationPage } from '../features/donations/api/get-donations';
import { getUsers, type AdminUser } from '../features/users/api/get-users';

export interface DashboardData {
  users: AdminUser[];
  /** How many donations there are (the Donations tab loads its own pages). */
  donationCount: number;
  coreTeam: CoreTeamMember[];
}

/** What labels the tabs, loaded together on entry (SPEC §7): users and core team whole, donations counted. */
export async function loadDashboard(): Promise<DashboardData> {
  const [users, donations, coreTeam] = await Promise.all([getUsers(), getDonationPage({ page: '1', pageSize: '1' }), getCoreTeam()]);
  return { users, donationCount: donations.figures.count, coreTeam };
}
