import { useState } from 'react';
import { Button } from '@society/web-kit';
import { useDeleteRow } from '@society/web-kit/staff';
import { ADMIN_MESSAGES } from '../../../config/messages';
import { isHttpUrl } from '../../../utils/validation';
import { deleteCoreTeamMember } from '../api/delete-core-team-member';
import type { CoreTeamMember } from '../api/get-core-team';
import { MemberDetailsDialog } from './member-details-dialog';
import { MemberFormDialog } from './member-form-dialog';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';

export interface CoreTeamPanelProps {
  members: CoreTeamMember[];
  /** Changes the dashboard's list (and so the tab count) after a save or delete. */
  updateMembers: (change: (members: CoreTeamMember[]) => CoreTeamMember[]) => void;
}

type Dialog = { kind: 'add' } | { kind: 'edit'; member: CoreTeamMember } | { kind: 'view'; member: CoreTeamMember } | null;

const byOrder = (a: CoreTeamMember, b: CoreTeamMember) => a.order - b.order;

function ProfileLink({ url, label }: { url?: string; label: string }) {
  if (!url || !isHttpUrl(url)) return <>-</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
      View
    </a>
  );
}

/** The Core Team tab: list in display order, add, view, edit and delete (SPEC §2, §5, §8). */
export function CoreTeamPanel({ members, updateMembers }: CoreTeamPanelProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const nextOrder = members.reduce((max, member) => Math.max(max, member.order), 0) + 1;

  const removeFromList = (id: string) => updateMembers((list) => list.filter((item) => item._id !== id));

  // SPEC §8: a failed delete is only logged; one already gone leaves the list.
  const { deletingId, deleteRow: onDelete } = useDeleteRow({
    idOf: (member: CoreTeamMember) => member._id,
    remove: (member) => deleteCoreTeamMember(member._id),
    onRemoved: (member) => removeFromList(member._id),
    confirm: ADMIN_MESSAGES.memberDeleteConfirm,
    what: 'The core team member',
  });

  function onSaved(saved: CoreTeamMember) {
    updateMembers((list) =>
      (list.some((item) => item._id === saved._id) ? list.map((item) => (item._id === saved._id ? saved : item)) : [...list, saved]).sort(
        byOrder,
      ),
    );
    setDialog(null);
  }

  return (
    <section className="adm-panel" aria-labelledby="core-team-heading">
      <div className="adm-panel__head">
        <h2 id="core-team-heading">Core Team</h2>
        <Button onClick={() => setDialog({ kind: 'add' })}>Add Member</Button>
      </div>
      {members.length === 0 ? (
        <p className="wk-empty">No core team members yet.</p>
      ) : (
        <ListTable columns={[{ label: 'Order', className: 'wk-table__num' }, 'Name', 'Position', 'LinkedIn', 'Instagram']}>
          {members.map((member) => (
            <tr key={member._id} className="adm-table__row--link" onClick={() => setDialog({ kind: 'view', member })}>
              <td className="wk-table__num">{member.order}</td>
              <td className="wk-table__strong">{member.name}</td>
              <td>
                {member.position}
                {member.positionHi ? (
                  <span lang="hi" className="adm-hindi-line">
                    {member.positionHi}
                  </span>
                ) : null}
              </td>
              <td onClick={(event) => event.stopPropagation()}>
                <ProfileLink url={member.linkedin} label={`View LinkedIn profile of ${member.name} (opens in a new tab)`} />
              </td>
              <td onClick={(event) => event.stopPropagation()}>
                <ProfileLink url={member.instagram} label={`View Instagram profile of ${member.name} (opens in a new tab)`} />
              </td>
              <RowActions
                name={member.name}
                deleting={deletingId === member._id}
                onView={() => setDialog({ kind: 'view', member: member })}
                onEdit={() => setDialog({ kind: 'edit', member: member })}
                onDelete={() => void onDelete(member)}
              />
            </tr>
          ))}
        </ListTable>
      )}
      {dialog?.kind === 'view' ? (
        <MemberDetailsDialog
          member={dialog.member}
          onClose={() => setDialog(null)}
          onEdit={() => setDialog({ kind: 'edit', member: dialog.member })}
        />
      ) : null}
      {dialog?.kind === 'add' ? <MemberFormDialog nextOrder={nextOrder} onClose={() => setDialog(null)} onSaved={onSaved} /> : null}
      {dialog?.kind === 'edit' ? (
        <MemberFormDialog
          key={dialog.member._id}
          member={dialog.member}
          nextOrder={nextOrder}
          onClose={() => setDialog(null)}
          onSaved={onSaved}
        />
      ) : null}
    </section>
  );
}
