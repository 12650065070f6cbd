import { api } from '@society/web-kit';
import type { VolunteerAccount } from '@society/contracts';

/** GET /api/hr/volunteer-accounts → every volunteer account; null for a person who has none. */
export async function getVolunteerAccount(applicantId: string): Promise<VolunteerAccount | null> {
  const accounts = await api.get<VolunteerAccount[]>('/hr/volunteer-accounts');
  return accounts.find((account) => account.applicantId === applicantId) ?? null;
}

/** POST /api/hr/applicants/{id}/invite → the account, with a fresh 72-hour link mailed. */
export function inviteVolunteer(applicantId: string): Promise<VolunteerAccount> {
  return api.post<VolunteerAccount>(`/hr/applicants/${encodeURIComponent(applicantId)}/invite`);
}

/** PUT /api/hr/applicants/{id}/account → the account, disabled (its sessions end) or enabled again. */
export function setAccountDisabled(applicantId: string, disabled: boolean): Promise<VolunteerAccount> {
  return api.put<VolunteerAccount>(`/hr/applicants/${encodeURIComponent(applicantId)}/account`, { disabled });
}
