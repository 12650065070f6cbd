import { api, downloadFile } from '@society/web-kit';
import { guardianConsentBody, type GuardianConsentValues } from '@society/web-kit/staff';
import type { Applicant } from './get-applicants';

const consentPath = (id: string) => `/hr/applicants/${encodeURIComponent(id)}/guardian-consent`;

/** PUT …/guardian-consent → the applicant with the guardian's consent recorded by the signed-in HR member. */
export function recordGuardianConsent(id: string, consent: GuardianConsentValues): Promise<Applicant> {
  return api.put<Applicant>(consentPath(id), guardianConsentBody(consent));
}

/** POST …/guardian-consent/withdraw → the applicant's personal data is erased. */
export function withdrawGuardianConsent(id: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(`${consentPath(id)}/withdraw`);
}

/** GET …/guardian-consent/form as a download. */
export function downloadConsentForm(id: string): Promise<void> {
  return downloadFile(`${consentPath(id)}/form`, 'consent-form');
}

/** An applicant under 18 without the guardian's consent on record may only stay Pending or be turned down. */
export function needsGuardianConsent(applicant: Applicant): boolean {
  return Boolean(applicant.under18) && !applicant.guardianConsent;
}
