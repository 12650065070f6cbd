import { CURRENT_PRIVACY_NOTICE, MESSAGES, type ContactRequest, type MessageResponse } from '@society/contracts';
import { api } from '@society/web-kit';
import { submitErrorMessage } from '../../../components/form-submit-error';

/** POST /api/public/contact, with the notice version shown beside the form (accepted by sending it). */
export function sendContactMessage(body: ContactRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/public/contact', { ...body, noticeVersion: CURRENT_PRIVACY_NOTICE.version });
}

/** SPEC §8, Contact rows. */
export function contactErrorMessage(error: unknown): string {
  return submitErrorMessage(error, {
    badRequest: MESSAGES.contactBadRequest,
    byStatus: { 429: MESSAGES.contactTooMany, 500: MESSAGES.serverError },
    noResponse: MESSAGES.formNetworkError,
    other: MESSAGES.contactFailed,
  });
}
