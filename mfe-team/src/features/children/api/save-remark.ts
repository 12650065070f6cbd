import { REGISTER_API, type Term } from '@society/contracts';
import { api } from '@society/web-kit';

/** The teacher's remark of a term, printed on the child's progress card. */
export function saveRemark(studentId: string, academicYear: string, term: Term, remark: string): Promise<unknown> {
  return api.put(`${REGISTER_API}/children/${encodeURIComponent(studentId)}/remarks`, { academicYear, term, remark });
}
