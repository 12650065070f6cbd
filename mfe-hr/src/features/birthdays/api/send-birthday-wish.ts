import type { MessageResponse } from '@society/contracts';
import { api } from '@society/web-kit';

/** POST /api/hr/send-birthday-wish body. */
export interface BirthdayWishRequest {
  email: string;
  name: string;
}

/** 200 'Birthday wish sent.'; 502 when the mail server refused; 501 when mail is not configured. */
export function sendBirthdayWish(body: BirthdayWishRequest): Promise<MessageResponse | undefined> {
  return api.post<MessageResponse | undefined>('/hr/send-birthday-wish', body);
}
