import { api } from '@society/web-kit';
import type { CorrectionRequest, MessageResponse } from '@society/contracts';

/** POST /api/volunteer/profile/correction → HR finds the note on the person's record. */
export function requestCorrection(body: CorrectionRequest): Promise<MessageResponse> {
  return api.post<MessageResponse>('/volunteer/profile/correction', body);
}
