import type { Announcement, ApplicantCounts } from '@society/contracts';
import { getAnnouncements } from '../features/announcements/api/get-announcements';
import { getApplicantPage } from '../features/applicants/api/get-applicants';
import { getContacts, type ContactMessage } from '../features/contacts/api/get-contacts';

export interface DashboardData {
  /** The applicant tabs' counts (each tab loads its own pages). */
  counts: ApplicantCounts;
  contacts: ContactMessage[];
  announcements: Announcement[];
}

/** What labels the tabs, loaded together (SPEC §7): the applicant counts, the messages and the announcements. */
export async function loadDashboard(): Promise<DashboardData> {
  const [applicants, contacts, announcements] = await Promise.all([getApplicantPage({ page: '1', pageSize: '1' }), getContacts(), getAnnouncements()]);
  return { counts: applicants.counts, contacts, announcements };
}
