import { useState, type FormEvent } from 'react';
import { LIMITS } from '@society/contracts';
import { useSession } from '@society/web-kit';
import { Field, FormDialog } from '@society/web-kit/staff';
import { useSave } from '../../../hooks/use-save';
import type { Applicant } from '../api/get-applicants';
import { updateApplicant } from '../api/update-applicant';

export interface RemarkDialogProps {
  applicant: Applicant;
  onClose: () => void;
  /** Called with the applicant as the server saved it. */
  onSaved: (saved: Applicant) => void;
}

/** Appends one remark; the server dates it and signs it with the signed-in user's email. */
export function RemarkDialog({ applicant, onClose, onSaved }: RemarkDialogProps) {
  const email = useSession((state) => state.user?.email);
  const [remark, setRemark] = useState('');
  const { saving, failure, setFailure, run } = useSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = remark.trim();
    if (!text) {
      setFailure({ message: 'Remark required' });
      return;
    }
    const result = await run(() => updateApplicant(applicant._id, { remarks: [{ text }] }), 'Failed to add remark');
    if (result) onSaved(result.saved);
  }

  return (
    <FormDialog
      size="sm"
      title={`Add Remark for ${applicant.name}`}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel="Add Remark"
      busyLabel="Adding..."
      busy={saving}
      canSubmit={remark !== ''}
      failure={failure}
      formClassName="hr-form"
      actionsClassName="hr-actions"
    >
      {(formId) => (
        <Field
          id={`${formId}-remark`}
          label="Remark"
          required
          hint={email ? `Signed with your email, ${email}, and today's date.` : "Signed with your email and today's date."}
        >
          {(control) => <textarea {...control} value={remark} maxLength={LIMITS.messageMax} onChange={(event) => setRemark(event.target.value)} />}
        </Field>
      )}
    </FormDialog>
  );
}
