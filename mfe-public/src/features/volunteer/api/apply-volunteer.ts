import { CURRENT_PRIVACY_NOTICE, MESSAGES, messagesText, translator, type MessageResponse, type Translate, type VolunteerApplicationRequest } from '@society/contracts';
import { api } from '@society/web-kit';
import { submitErrorMessage } from '../../../components/form-submit-error';

/** POST /api/hr/applicants/volunteer, with the notice version shown beside the form. */
export function applyAsVolunteer(body: VolunteerApplicationRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/hr/applicants/volunteer', { ...body, noticeVersion: CURRENT_PRIVACY_NOTICE.version });
}

/** SPEC §8, Volunteer rows, in the language of `t` (the page's: see messagesText). */
export function volunteerErrorMessage(error: unknown, t: Translate<typeof MESSAGES> = translator(messagesText, 'en')): string {
  return submitErrorMessage(error, {
    badRequest: t('volunteerBadRequest'),
    byStatus: { 409: t('volunteerDuplicate'), 429: t('applicationTooMany'), 500: t('serverError') },
    noResponse: t('formNetworkError'),
    other: t('applicationFailed'),
  });
}
