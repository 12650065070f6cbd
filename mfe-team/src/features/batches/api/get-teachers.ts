import { REGISTER_API, type TeacherView } from '@society/contracts';
import { api } from '@society/web-kit';

/** The team members who can teach a batch, by name. */
export function getTeachers(): Promise<TeacherView[]> {
  return api.get<TeacherView[]>(`${REGISTER_API}/teachers`);
}
