import { USER_SORT_DEFAULT } from '@society/contracts';
import { fakePage } from '@society/web-kit/src/testing/fake-page';
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
    const role = new URL(url, 'http://site').searchParams.get('role');
    const shown = rows.filter((user) => !role || user.role === role);
    return { body: fakePage(shown, url, { searchIn: (user) => [user.email, user.name], defaultSort: USER_SORT_DEFAULT }) };
  };
}
