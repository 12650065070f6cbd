import { REGISTER_API, type BatchView } from '@society/contracts';
import { api } from '@society/web-kit';

export type BatchBody = Pick<BatchView, 'centreId' | 'name' | 'days' | 'startTime' | 'endTime' | 'teacherIds' | 'academicYear' | 'teachesEnglish'>;

/** Adds a batch, or changes one (`id`). */
export function saveBatch(body: BatchBody, id?: string): Promise<BatchView> {
  return id ? api.put<BatchView>(`${REGISTER_API}/batches/${encodeURIComponent(id)}`, body) : api.post<BatchView>(`${REGISTER_API}/batches`, body);
}
