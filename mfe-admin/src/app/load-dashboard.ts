import { getCoreTeam, type CoreTeamMember } from '../features/core-team/api/get-core-team';
import { getDonationPage } from '../features/donations/api/get-donations';
import type { SiteSettings } from '@society/contracts';
import { getSiteSettings } from '../features/site-settings/api/get-site-settings';
import { getUserPage } from '../features/users/api/get-users';

export interface DashboardData {
  /** How many user accounts there are (the Users tab loads its own pages). */
  userCount: number;
  /** How many donations there are (the Donations tab loads its own pages). */
  donationCount: number;
  coreTeam: CoreTeamMember[];
  /** The Site tab's settings: its checklist shows above the tabs. */
  settings: SiteSettings;
}

/**
 * What labels the tabs, loaded together on entry (SPEC §7): users and donations counted, the core team whole,
 * and the site settings for the "Before going live" checklist.
 */
export async function loadDashboard(): Promise<DashboardData> {
  const [users, donations, coreTeam, settings] = await Promise.all([getUserPage({ page: '1', pageSize: '1' }), getDonationPage({ page: '1', pageSize: '1' }), getCoreTeam(), getSiteSettings()]);
  return { userCount: users.total, donationCount: donations.figures.count, coreTeam, settings };
}
