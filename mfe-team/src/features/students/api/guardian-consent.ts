import { api, downloadFile } from '@society/web-kit';
import { guardianConsentBody, type GuardianConsentValues } from '@society/web-kit/staff';
import type { Student } from './get-students';

const consentPath = (id: string) => `/team/students/${encodeURIComponent(id)}/guardian-consent`;

/** PUT …/guardian-consent → the student with the consent recorded by the signed-in member. */
export function recordGuardianConsent(id: string, consent: GuardianConsentValues): Promise<Student> {
  return api.put<Student>(consentPath(id), guardianConsentBody(consent));
}

/** POST …/guardian-consent/withdraw → the reduced record: the child's details are erased. */
export function withdrawGuardianConsent(id: string): Promise<Student> {
  return api.post<Student>(`${consentPath(id)}/withdraw`);
}

/** GET …/guardian-consent/form as a download (the file is private: the team's token fetches it). */
export function downloadConsentForm(id: string): Promise<void> {
  return downloadFile(`${consentPath(id)}/form`, 'consent-form');
}
