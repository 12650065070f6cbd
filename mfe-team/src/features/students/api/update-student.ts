import { api } from '@society/web-kit';
import type { StudentInput } from './create-student';
import type { Student } from './get-students';

/** PUT /api/team/students/{id} with the whole student → the saved student; 404 for an unknown id. */
export function updateStudent(id: string, body: StudentInput): Promise<Student> {
  return api.put<Student>(`/team/students/${encodeURIComponent(id)}`, body);
}
