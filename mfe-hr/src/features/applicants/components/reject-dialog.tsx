import { useState, type FormEvent } from 'react';
import { LIMITS } from '@society/contracts';
import { Field, FormDialog } from '@society/web-kit/staff';
import { useSave } from '../../../hooks/use-save';
import type { Applicant } from '../api/get-applicants';
import { updateApplicant } from '../api/update-applicant';

export interface RejectDialogProps {
  applicant: Applicant;
  onClose: () => void;
  /** Called with the applicant as the server saved it. */
  onSaved: (saved: Applicant) => void;
}

/**
 * Rejecting needs a reason (SPEC §5). Nothing is sent until Reject is pressed; then the status, the
 * reason and a remark carrying the reason go in one save.
 */
export function RejectDialog({ applicant, onClose, onSaved }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const { saving, failure, setFailure, run } = useSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setFailure({ message: 'Reason required' });
      return;
    }
    const body = { status: 'rejected' as const, rejectionReason: text, remarks: [{ text }] };
    const result = await run(() => updateApplicant(applicant._id, body), 'Failed to reject');
    if (result) onSaved(result.saved);
  }

  return (
    <FormDialog
      size="sm"
      title={`Reject ${applicant.name}`}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel="Reject"
      busyLabel="Rejecting..."
      submitVariant="danger"
      busy={saving}
      canSubmit={reason !== ''}
      failure={failure}
      formClassName="hr-form"
      actionsClassName="hr-actions"
    >
      {(formId) => (
        <Field id={`${formId}-reason`} label="Reason for rejection" required hint="Saved as the rejection reason and added to the remarks.">
          {(control) => <textarea {...control} value={reason} maxLength={LIMITS.messageMax} onChange={(event) => setReason(event.target.value)} />}
        </Field>
      )}
    </FormDialog>
  );
}
