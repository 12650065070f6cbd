import { Button, Modal } from '@society/web-kit';
import { DetailList } from '@society/web-kit/staff';
import { formatDate } from '../../../utils/format';
import { publicUploadUrl } from '../../../utils/public-upload-url';
import type { CoreTeamMember } from '../api/get-core-team';

/** The read-only view of a member, with a way to switch to editing (SPEC §2). */
export function MemberDetailsDialog({ member, onClose, onEdit }: { member: CoreTeamMember; onClose: () => void; onEdit: () => void }) {
  const photo = publicUploadUrl(member.profilePhotoPath);
  return (
    <Modal
      open
      title="Core Team Member"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onEdit}>Edit Member</Button>
        </>
      }
    >
      {photo ? <img className="adm-member-photo" src={photo} alt={`Photo of ${member.name}`} /> : null}
      <DetailList
        items={[
          ['Name', member.name],
          ['Position', member.position],
          ['Position in Hindi', member.positionHi ? <span lang="hi">{member.positionHi}</span> : ''],
          ['Email', member.email],
          ['Phone', member.phone],
          ['Date of Joining', formatDate(member.dateOfJoining)],
          ['Date of Leaving', formatDate(member.dateOfLeaving, 'N/A')],
          ['Address', member.address],
          ['Bio', member.bio],
        ]}
      />
    </Modal>
  );
}
