import { Button, Modal } from '@society/web-kit';
import { DetailList } from '@society/web-kit/staff';
import type { AdminUser } from '../api/get-users';
import { roleLabel } from './role-labels';

/** The read-only view of a user, with a way to switch to editing (SPEC §2). */
export function UserDetailsDialog({ user, onClose, onEdit }: { user: AdminUser; onClose: () => void; onEdit: () => void }) {
  return (
    <Modal
      open
      title="User Details"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onEdit}>Edit User</Button>
        </>
      }
    >
      <DetailList
        items={[
          ['Name', user.name],
          ['Email', user.email],
          ['Role', roleLabel(user.role)],
          ['Phone', user.phone],
        ]}
      />
    </Modal>
  );
}
