import { CURRENT_PRIVACY_NOTICE, MESSAGES, messagesText, translator, type ContactRequest, type MessageResponse, type Translate } from '@society/contracts';
import { api } from '@society/web-kit';
import { submitErrorMessage } from '../../../components/form-submit-error';

/** POST /api/public/contact, with the notice version shown beside the form (accepted by sending it). */
export function sendContactMessage(body: ContactRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/public/contact', { ...body, noticeVersion: CURRENT_PRIVACY_NOTICE.version });
}

/** SPEC §8, Contact rows, in the language of `t` (the page's: see messagesText). */
export function contactErrorMessage(error: unknown, t: Translate<typeof MESSAGES> = translator(messagesText, 'en')): string {
  return submitErrorMessage(error, {
    badRequest: t('contactBadRequest'),
    byStatus: { 429: t('contactTooMany'), 500: t('serverError') },
    noResponse: t('formNetworkError'),
    other: t('contactFailed'),
  });
}
