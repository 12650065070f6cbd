import { CURRENT_PRIVACY_NOTICE, MESSAGES, messagesText, translator, type DonationRequest, type MessageResponse, type Translate } from '@society/contracts';
import { api } from '@society/web-kit';
import { submitErrorMessage } from '../../../components/form-submit-error';

/** POST /api/public/donations as multipart: the fields, plus the screenshot when one is chosen. */
export function requestReceipt(fields: DonationRequest, screenshot: File | null): Promise<MessageResponse> {
  const body = new FormData();
  body.append('name', fields.name);
  body.append('email', fields.email);
  body.append('amount', String(fields.amount));
  if (fields.mode) body.append('mode', fields.mode);
  body.append('utr', fields.utr);
  // Optional 80G details: left out when blank, so the server stores none.
  if (fields.address) body.append('address', fields.address);
  if (fields.pan) body.append('pan', fields.pan);
  // The Donate page's reference code of the UPI note, when the donor came through the UPI card.
  if (fields.reference) body.append('reference', fields.reference);
  if (fields.website) body.append('website', fields.website);
  if (fields.fillSeconds !== undefined) body.append('fillSeconds', String(fields.fillSeconds));
  // The notice shown beside the form, which the donor accepts by sending it.
  body.append('noticeVersion', String(CURRENT_PRIVACY_NOTICE.version));
  if (screenshot) body.append('screenshot', screenshot);
  return api.post<MessageResponse>('/public/donations', body);
}

/**
 * SPEC §8, Donation rows. No response is not in the table: it gets the general
 * 'Network error. Please check your connection.' In the language of `t` (the page's: see messagesText).
 */
export function donationErrorMessage(error: unknown, t: Translate<typeof MESSAGES> = translator(messagesText, 'en')): string {
  return submitErrorMessage(error, {
    badRequest: t('donationBadRequest'),
    byStatus: { 413: t('donationTooLarge'), 415: t('donationBadType'), 429: t('donationTooMany') },
    noResponse: t('networkError'),
    other: t('donationFailed'),
  });
}
