import { useState } from 'react';
import { Button, isApiError, toast } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { deleteUser } from '../api/delete-user';
import type { AdminUser } from '../api/get-users';
import { UserDetailsDialog } from './user-details-dialog';
import { UserFormDialog } from './user-form-dialog';
import { roleLabel } from './role-labels';
import { RowActions } from '../../../components/row-actions';

export interface UsersPanelProps {
  users: AdminUser[];
  /** Changes the dashboard's list (and so the tab count) after a save or delete. */
  updateUsers: (change: (users: AdminUser[]) => AdminUser[]) => void;
}

type Dialog = { kind: 'add' } | { kind: 'edit'; user: AdminUser } | { kind: 'view'; user: AdminUser } | null;

/** The Users tab: list, add, view, edit and delete (SPEC §2, §5, §8). */
export function UsersPanel({ users, updateUsers }: UsersPanelProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  const removeFromList = (id: string) => updateUsers((list) => list.filter((item) => item._id !== id));

  async function onDelete(user: AdminUser) {
    if (!window.confirm(ADMIN_MESSAGES.userDeleteConfirm)) return;
    setDeletingId(user._id);
    try {
      await deleteUser(user._id);
      removeFromList(user._id);
    } catch (error) {
      // SPEC §8: a failed delete is only logged...
      console.error('The user could not be deleted.', error);
      if (isApiError(error) && error.status === 404) removeFromList(user._id);
      // ...but a refusal (self-delete, last admin) is told, or the admin cannot know why nothing happened.
      if (isApiError(error) && error.status === 409 && error.serverMessage) toast.error(error.serverMessage);
    } finally {
      setDeletingId(null);
    }
  }

  function onSaved(saved: AdminUser) {
    updateUsers((list) =>
      list.some((item) => item._id === saved._id) ? list.map((item) => (item._id === saved._id ? saved : item)) : [...list, saved],
    );
    setDialog(null);
  }

  return (
    <section className="adm-panel" aria-labelledby="users-heading">
      <div className="adm-panel__head">
        <h2 id="users-heading">Users</h2>
        <Button onClick={() => setDialog({ kind: 'add' })}>Add User</Button>
      </div>
      {users.length === 0 ? (
        <p className="wk-empty">No users yet.</p>
      ) : (
        <div className="wk-table-wrap">
          <table className="wk-table wk-table--one-line">
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col" className="wk-table__actions-head">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
      {dialog?.kind === 'view' ? (
        <UserDetailsDialog user={dialog.user} onClose={() => setDialog(null)} onEdit={() => setDialog({ kind: 'edit', user: dialog.user })} />
      ) : null}
      {dialog?.kind === 'add' ? <UserFormDialog onClose={() => setDialog(null)} onSaved={onSaved} /> : null}
      {dialog?.kind === 'edit' ? (
        <UserFormDialog key={dialog.user._id} user={dialog.user} onClose={() => setDialog(null)} onSaved={onSaved} />
      ) : null}
    </section>
  );
}
