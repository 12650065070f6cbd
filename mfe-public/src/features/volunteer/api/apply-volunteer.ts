import { CURRENT_PRIVACY_NOTICE, MESSAGES, type MessageResponse, type VolunteerApplicationRequest } from '@society/contracts';
import { api } from '@society/web-kit';
import { submitErrorMessage } from '../../../components/form-submit-error';

/** POST /api/hr/applicants/volunteer, with the notice version shown beside the form. */
export function applyAsVolunteer(body: VolunteerApplicationRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/hr/applicants/volunteer', { ...body, noticeVersion: CURRENT_PRIVACY_NOTICE.version });
}

/** SPEC §8, Volunteer rows. */
export function volunteerErrorMessage(error: unknown): string {
  return submitErrorMessage(error, {
    badRequest: MESSAGES.volunteerBadRequest,
    byStatus: { 409: MESSAGES.volunteerDuplicate, 429: MESSAGES.applicationTooMany, 500: MESSAGES.serverError },
    noResponse: MESSAGES.formNetworkError,
    other: MESSAGES.applicationFailed,
  });
}
