import { REGISTER_API, type ChildProgressView } from '@society/contracts';
import { api } from '@society/web-kit';

/** A child's page: enrolments, levels round by round, attendance month by month, home visits. */
export function getChildProgress(studentId: string): Promise<ChildProgressView> {
  return api.get<ChildProgressView>(`${REGISTER_API}/children/${encodeURIComponent(studentId)}`);
}
