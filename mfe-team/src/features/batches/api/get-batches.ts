import { REGISTER_API, type BatchView } from '@society/contracts';
import { api } from '@society/web-kit';

/** Every batch (of every centre). */
export function getBatches(): Promise<BatchView[]> {
  return api.get<BatchView[]>(`${REGISTER_API}/batches`);
}
