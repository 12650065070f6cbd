import { PAGE_SIZE_DEFAULT, USER_SORT_DEFAULT } from '@society/contracts';
import type { FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import type { AdminUser } from '../features/users/api/get-users';
import { onSavedInThisTest } from './api-mock';

/**
 * A fake GET /api/admin/users that pages, searches, filters by role and sorts like the API, over `initial`
 * with the users the fake API created, changed or deleted since.
 */
export function userPages(initial: readonly object[]): (init: RequestInit, url: string) => FakeReply {
  let rows = [...initial] as AdminUser[];
  onSavedInThisTest((body, request) => {
    const deleted = /^DELETE \/api\/admin\/users\/([^/?]+)/.exec(request);
    if (deleted) rows = rows.filter((row) => row._id !== deleted[1]);
    const saved = body as Partial<AdminUser> | undefined;
    if (!deleted && request.startsWith('POST /api/admin/users') && saved?._id) rows = [...rows, saved as AdminUser];
    if (request.startsWith('PUT /api/admin/users/') && saved?._id) rows = rows.map((row) => (row._id === saved._id ? { ...row, ...saved } : row));
  });
  return (_init, url) => {
    const query = new URL(url, 'http://site').searchParams;
    const search = (query.get('search') ?? '').toLowerCase();
    const role = query.get('role');
    const sort = query.get('sort') ?? USER_SORT_DEFAULT;
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? PAGE_SIZE_DEFAULT);
    const field = sort.replace('-', '') as 'email' | 'role' | 'createdAt';
    const matching = rows
      .filter((user) => !role || user.role === role)
      .filter((user) => !search || [user.email, user.name ?? ''].some((text) => text.toLowerCase().includes(search)))
      .sort((a, b) => ((a[field] ?? '') < (b[field] ?? '') ? -1 : (a[field] ?? '') > (b[field] ?? '') ? 1 : 0) * (sort.startsWith('-') ? -1 : 1));
    return { body: { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize } };
  };
}
