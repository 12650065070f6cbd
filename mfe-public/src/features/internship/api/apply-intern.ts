import { CURRENT_PRIVACY_NOTICE, MESSAGES, type InternApplicationRequest, type MessageResponse } from '@society/contracts';
import { api } from '@society/web-kit';
import { submitErrorMessage } from '../../../components/form-submit-error';

/** POST /api/hr/applicants/intern, with the notice version shown beside the form. */
export function applyAsIntern(body: InternApplicationRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/hr/applicants/intern', { ...body, noticeVersion: CURRENT_PRIVACY_NOTICE.version });
}

/** SPEC §8, Intern rows: as volunteer, with its own 409. */
export function internErrorMessage(error: unknown): string {
  return submitErrorMessage(error, {
    badRequest: MESSAGES.volunteerBadRequest,
    byStatus: { 409: MESSAGES.internDuplicate, 429: MESSAGES.applicationTooMany, 500: MESSAGES.serverError },
    noResponse: MESSAGES.formNetworkError,
    other: MESSAGES.applicationFailed,
  });
}
