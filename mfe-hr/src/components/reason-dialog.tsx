import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { SESSION_RULES } from '@society/contracts';
import { Field, FormDialog } from '@society/web-kit/staff';
import { useSave } from '../hooks/use-save';

export interface ReasonDialogProps {
  title: string;
  /** What is refused or cancelled, and what follows. */
  children?: ReactNode;
  submitLabel: string;
  cancelLabel?: string;
  busyLabel: string;
  /** Shown when the reason is left empty (it is always required). */
  missing: string;
  failureMessage: string;
  onClose: () => void;
  /** Sends the reason; the dialog calls onDone once it went through. */
  onSubmit: (reason: string) => Promise<unknown>;
  onDone: () => void;
}

/** A step HR takes only with a reason the person is told (rejecting hours, cancelling a session's date). */
export function ReasonDialog({ title, children, submitLabel, cancelLabel, busyLabel, missing, failureMessage, onClose, onSubmit, onDone }: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const { saving, failure, run } = useSave();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setProblem(missing);
    setProblem('');
    if (await run(() => onSubmit(reason.trim()), failureMessage)) onDone();
  }
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={submitLabel}
      cancelLabel={cancelLabel}
      busyLabel={busyLabel}
      busy={saving}
      submitVariant="danger"
      failure={problem ? { message: problem } : failure}
      formClassName="wk-form hr-form"
      actionsClassName="hr-actions"
    >
      {children}
      <Field id={`${id}-reason`} label="Reason" required>
        {(control) => <textarea {...control} rows={3} maxLength={SESSION_RULES.reasonMax} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
    </FormDialog>
  );
}
