import { CURRENT_PRIVACY_NOTICE, DATA_REQUEST_MESSAGES, MESSAGES, type BotCheckFields, type MessageResponse, type NewDataRequest } from '@society/contracts';
import { api } from '@society/web-kit';
import { submitErrorMessage, type SubmitErrorTexts } from '../../../components/form-submit-error';

/** POST /api/public/data-requests, with the notice version shown beside the form (accepted by sending it). */
export function sendDataRequest(body: NewDataRequest & BotCheckFields): Promise<MessageResponse> {
  return api.post<MessageResponse>('/public/data-requests', { ...body, noticeVersion: CURRENT_PRIVACY_NOTICE.version });
}

/** The English texts; a page in Hindi passes the same texts in Hindi. */
const ENGLISH_TEXTS: SubmitErrorTexts = {
  badRequest: MESSAGES.contactBadRequest,
  byStatus: { 429: DATA_REQUEST_MESSAGES.tooMany, 500: MESSAGES.serverError },
  noResponse: MESSAGES.formNetworkError,
  other: MESSAGES.genericError,
};

export function dataRequestErrorMessage(error: unknown, texts: SubmitErrorTexts = ENGLISH_TEXTS): string {
  return submitErrorMessage(error, texts);
}
