import type { Announcement, ApplicantCounts } from '@society/contracts';
import { getAnnouncements } from '../features/announcements/api/get-announcements';
import { getApplicantPage } from '../features/applicants/api/get-applicants';
import { getContactPage } from '../features/contacts/api/get-contacts';

export interface DashboardData {
  /** The applicant tabs' counts (each tab loads its own pages). */
  counts: ApplicantCounts;
  /** How many contact messages there are (the Contacts tab loads its own pages). */
  contactCount: number;
  announcements: Announcement[];
}

/** What labels the tabs, loaded together (SPEC §7): the applicant and message counts, and the announcements. */
export async function loadDashboard(): Promise<DashboardData> {
  const onePage = { page: '1', pageSize: '1' };
  const [applicants, contacts, announcements] = await Promise.all([getApplicantPage(onePage), getContactPage(onePage), getAnnouncements()]);
  return { counts: applicants.counts, contactCount: contacts.total, announcements };
}
