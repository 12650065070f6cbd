import { CURRENT_PRIVACY_NOTICE, DATA_REQUEST_MESSAGES, MESSAGES, type BotCheckFields, type MessageResponse, type NewDataRequest } from '@society/contracts';
import { api } from '@society/web-kit';
import { submitErrorMessage } from '../../../components/form-submit-error';

/** POST /api/public/data-requests, with the notice version shown beside the form (accepted by sending it). */
export function sendDataRequest(body: NewDataRequest & BotCheckFields): Promise<MessageResponse> {
  return api.post<MessageResponse>('/public/data-requests', { ...body, noticeVersion: CURRENT_PRIVACY_NOTICE.version });
}

export function dataRequestErrorMessage(error: unknown): string {
  return submitErrorMessage(error, {
    badRequest: MESSAGES.contactBadRequest,
    byStatus: { 429: DATA_REQUEST_MESSAGES.tooMany, 500: MESSAGES.serverError },
    noResponse: MESSAGES.formNetworkError,
    other: MESSAGES.genericError,
  });
}
