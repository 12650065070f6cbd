import type { Announcement } from '@society/contracts';
import { getAnnouncements } from '../features/announcements/api/get-announcements';
import { getApplicants, type Applicant } from '../features/applicants/api/get-applicants';
import { getContacts, type ContactMessage } from '../features/contacts/api/get-contacts';

export interface DashboardData {
  applicants: Applicant[];
  contacts: ContactMessage[];
  announcements: Announcement[];
}

/** The three lists behind the tabs' counts, loaded together (SPEC §7). */
export async function loadDashboard(): Promise<DashboardData> {
  const [applicants, contacts, announcements] = await Promise.all([getApplicants(), getContacts(), getAnnouncements()]);
  return { applicants, contacts, announcements };
}
