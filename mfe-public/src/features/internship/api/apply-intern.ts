import { CURRENT_PRIVACY_NOTICE, MESSAGES, messagesText, translator, type InternApplicationRequest, type MessageResponse, type Translate } from '@society/contracts';
import { api } from '@society/web-kit';
import { submitErrorMessage } from '../../../components/form-submit-error';

/** POST /api/hr/applicants/intern, with the notice version shown beside the form. */
export function applyAsIntern(body: InternApplicationRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/hr/applicants/intern', { ...body, noticeVersion: CURRENT_PRIVACY_NOTICE.version });
}

/** SPEC §8, Intern rows: as volunteer, with its own 409; in the language of `t` (the page's: see messagesText). */
export function internErrorMessage(error: unknown, t: Translate<typeof MESSAGES> = translator(messagesText, 'en')): string {
  return submitErrorMessage(error, {
    badRequest: t('volunteerBadRequest'),
    byStatus: { 409: t('internDuplicate'), 429: t('applicationTooMany'), 500: t('serverError') },
    noResponse: t('formNetworkError'),
    other: t('applicationFailed'),
  });
}
