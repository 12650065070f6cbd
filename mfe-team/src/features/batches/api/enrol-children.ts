import { REGISTER_API } from '@society/contracts';
import { api } from '@society/web-kit';

/** Enrols children in a batch (a child in another batch moves; the earlier enrolment stays in their history). */
export function enrolChildren(batchId: string, studentIds: string[]): Promise<unknown> {
  return api.put(`${REGISTER_API}/batches/${encodeURIComponent(batchId)}/enrolments`, { studentIds });
}

