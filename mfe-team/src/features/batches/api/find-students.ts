import { api } from '@society/web-kit';

export interface FoundStudent {
  _id: string;
  name: string;
  classStudying: string;
}

/** Children of the roster whose name (or parent, school, class, area) matches, a page at a time. */
export async function findStudents(search: string): Promise<FoundStudent[]> {
  const query = new URLSearchParams({ page: '1', pageSize: '25', sort: 'name', search });
  const page = await api.get<{ items: FoundStudent[] }>(`team/students?${query}`);
  return page.items;
}
