import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { VOLUNTEER_LIMITS, VOLUNTEER_MESSAGES, type RequestDecision } from '@society/contracts';
import { Button, Modal } from '@society/web-kit';
import { Field, FormError } from '@society/web-kit/staff';
import { useSave } from '../hooks/use-save';

export interface DecisionDialogProps {
  decision: RequestDecision;
  /** What is decided, e.g. 'Neha Gill: exams, 1 Dec to 3 Dec'. */
  subject: ReactNode;
  /** What approving does besides the mail, if anything. */
  approveNote?: string;
  onClose: () => void;
  /** Sends the decision; resolves once saved. */
  onDecide: (reply: string) => Promise<unknown>;
}

/** Approving or rejecting a volunteer's request, with a reply the person is mailed (needed to reject). */
export function DecisionDialog({ decision, subject, approveNote, onClose, onDecide }: DecisionDialogProps) {
  const id = useId();
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState('');
  const { saving, failure, run } = useSave();
  const approving = decision === 'approved';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!approving && !reply.trim()) {
      setProblem(VOLUNTEER_MESSAGES.replyRequired);
      return;
    }
    setProblem('');
    if (await run(() => onDecide(reply.trim()), approving ? 'The approval could not be saved.' : 'The rejection could not be saved.')) onClose();
  }

  return (
    <Modal
      open
      title={approving ? 'Approve the request' : 'Reject the request'}
      onClose={onClose}
      footer={
        <div className="hr-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} variant={approving ? 'primary' : 'danger'} disabled={saving}>
            {saving ? 'Saving...' : approving ? 'Approve' : 'Reject'}
          </Button>
        </div>
      }
    >
      <form id={`${id}-form`} className="wk-form hr-form" onSubmit={onSubmit} noValidate>
        <p className="hr-decision__subject">{subject}</p>
        {approving && approveNote ? <p className="hr-note">{approveNote}</p> : null}
        {problem ? <FormError message={problem} /> : null}
        {failure ? <FormError message={failure.message} detail={failure.detail} /> : null}
        <Field id={`${id}-reply`} label={approving ? 'Reply (optional)' : 'Reply'} required={!approving} hint="The person receives it by email.">
          {(control) => <textarea {...control} rows={3} maxLength={VOLUNTEER_LIMITS.replyMax} value={reply} onChange={(event) => setReply(event.target.value)} />}
        </Field>
      </form>
    </Modal>
  );
}
