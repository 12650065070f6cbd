import { useState } from 'react';
import { MESSAGES, ROLES, USER_SORT_DEFAULT, USER_SORTS, type UserSort } from '@society/contracts';
import { Button, ErrorView, isApiError, PageSpinner } from '@society/web-kit';
import { ListToolbar, Pager, useDeleteRow, useListQuery, usePage, type ListFilter } from '@society/web-kit/staff';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { deleteUser } from '../api/delete-user';
import { getUserPage, type AdminUser } from '../api/get-users';
import { UserDetailsDialog } from './user-details-dialog';
import { UserFormDialog } from './user-form-dialog';
import { ROLE_LABELS, roleLabel } from './role-labels';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';

const ROLE_CHOICES = [['', 'All roles'], ...ROLES.map((role) => [role, ROLE_LABELS[role]] as const)] as const;

const SORT_LABELS: Record<UserSort, string> = {
  email: 'Email A–Z',
  '-email': 'Email Z–A',
  role: 'Role A–Z',
  '-role': 'Role Z–A',
  '-createdAt': 'Newest first',
  createdAt: 'Oldest first',
};

const SORT_CHOICES = USER_SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const);

// '' is every role: the API reads no role parameter as all of them.
const LIST_OPTIONS = {
  sorts: USER_SORTS,
  defaultSort: USER_SORT_DEFAULT,
  filters: { role: { choices: ['', ...ROLES], fallback: '' } satisfies ListFilter },
};

export interface UsersPanelProps {
  /** Tells the dashboard a user was added (+1) or deleted (-1), for the tab's count. */
  onCountChange: (change: number) => void;
}

type Dialog = { kind: 'add' } | { kind: 'edit'; user: AdminUser } | { kind: 'view'; user: AdminUser } | null;

/**
 * The Users tab: one page of the accounts (staff and volunteers' portal accounts), searched by email or
 * name, filtered by role and sorted by the server; add, view, edit and delete (SPEC §2, §5, §8).
 */
export function UsersPanel({ onCountChange }: UsersPanelProps) {
  const list = useListQuery(LIST_OPTIONS);
  const { data, loading, error, reload, update } = usePage(getUserPage, list.params);
  const [dialog, setDialog] = useState<Dialog>(null);

  const users = data?.items ?? [];
  const narrowed = list.query.search !== '' || list.query.role !== '';

  /** Drops the row at once, then reloads the page so it fills up from the next one. */
  function removed(id: string) {
    update((page) => ({ ...page, items: page.items.filter((item) => item._id !== id), total: page.total - 1 }));
    onCountChange(-1);
    reload();
  }

  const { deletingId, deleteRow: onDelete } = useDeleteRow({
    idOf: (user: AdminUser) => user._id,
    remove: (user) => deleteUser(user._id),
    onRemoved: (user) => removed(user._id),
    confirm: ADMIN_MESSAGES.userDeleteConfirm,
    what: 'The user',
    // SPEC §8: a failed delete is only logged, but a refusal (self-delete, last admin) is told, or the
    // admin cannot know why nothing happened.
    failure: (error) => (isApiError(error) && error.status === 409 ? error.serverMessage : undefined),
  });

  /**
   * Shows the saved row where the admin is looking: a new user at the end of this page, a changed one in
   * place. The next page load puts them in the server's order.
   */
  function onSaved(saved: AdminUser, added: boolean) {
    update((page) =>
      added
        ? { ...page, items: [...page.items, saved], total: page.total + 1 }
        : { ...page, items: page.items.map((item) => (item._id === saved._id ? saved : item)) },
    );
    if (added) onCountChange(1);
    setDialog(null);
  }

  return (
    <section className="adm-panel" aria-labelledby="users-heading">
      <div className="adm-panel__head">
        <h2 id="users-heading">Users</h2>
        <Button onClick={() => setDialog({ kind: 'add' })}>Add User</Button>
      </div>
      <ListToolbar list={list} searchPlaceholder="Email or name" filter={{ name: 'role', label: 'Role', options: ROLE_CHOICES }} sorts={SORT_CHOICES} />
      {!data && loading ? <PageSpinner label="Loading users" /> : null}
      {error ? <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={reload} /> : null}
      {data && users.length === 0 ? (
        <p className="wk-empty">{data.total > 0 ? 'No users on this page.' : narrowed ? 'No users match this search or role.' : 'No users yet.'}</p>
      ) : null}
      {users.length > 0 ? (
        <ListTable columns={['Email', 'Role']}>
          {users.map((user) => (
            <tr key={user._id} className="adm-table__row--link" onClick={() => setDialog({ kind: 'view', user })}>
              <td className="wk-table__strong wk-table__wrap">{user.email}</td>
              <td>{roleLabel(user.role)}</td>
              <RowActions
                name={user.email}
                deleting={deletingId === user._id}
                onView={() => setDialog({ kind: 'view', user: user })}
                onEdit={() => setDialog({ kind: 'edit', user: user })}
                onDelete={() => void onDelete(user)}
              />
            </tr>
          ))}
        </ListTable>
      ) : null}
      {data && data.total > 0 ? (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="users" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} />
      ) : null}
      {dialog?.kind === 'view' ? (
        <UserDetailsDialog user={dialog.user} onClose={() => setDialog(null)} onEdit={() => setDialog({ kind: 'edit', user: dialog.user })} />
      ) : null}
      {dialog?.kind === 'add' ? <UserFormDialog onClose={() => setDialog(null)} onSaved={(saved) => onSaved(saved, true)} /> : null}
      {dialog?.kind === 'edit' ? (
        <UserFormDialog key={dialog.user._id} user={dialog.user} onClose={() => setDialog(null)} onSaved={(saved) => onSaved(saved, false)} />
      ) : null}
    </section>
  );
}
