import type { DataRequestConfirmation } from '@society/contracts';
import { api } from '@society/web-kit';

/** POST /api/public/data-requests/confirm: the mailed link's token opens the request (once). */
export function confirmDataRequest(token: string): Promise<DataRequestConfirmation> {
  return api.post<DataRequestConfirmation>('/public/data-requests/confirm', { token });
}
