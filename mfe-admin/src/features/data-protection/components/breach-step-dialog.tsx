import { useId, useState } from 'react';
import { fromIndiaDateTimeInput, toIndiaDateTimeInput, type BreachRecord, type BreachStep } from '@society/contracts';
import { Button, Modal } from '@society/web-kit';
import { Field, FormError } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { progressBreach } from '../api/progress-breach';

export const STEP_WORDS: Record<BreachStep, { button: string; title: string; label: string }> = {
  'board-informed': { button: 'Record: Board informed', title: 'The Board was informed', label: 'Board informed' },
  'report-sent': { button: 'Record: report sent', title: 'The report went to the Board', label: 'Report sent' },
  closed: { button: 'Close the incident', title: 'Close the incident', label: 'Closed' },
};

/** Records when a step of the incident happened (India time), defaulting to now. */
export function StepDialog({ breach, step, onClose, onSaved }: { breach: BreachRecord; step: BreachStep; onClose: () => void; onSaved: (breach: BreachRecord) => void }) {
  const id = useId();
  const [when, setWhen] = useState(() => toIndiaDateTimeInput(new Date().toISOString()));
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  async function save() {
    const at = fromIndiaDateTimeInput(when);
    if (!at) return setFailure('Enter when it happened');
    setBusy(true);
    try {
      onSaved(await progressBreach(breach._id, { step, at }));
    } catch (error) {
      setFailure(serverMessageOr(error, 'The step could not be recorded. Please try again.'));
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      size="sm"
      title={STEP_WORDS[step].title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={busy} aria-busy={busy} onClick={() => void save()}>
            {busy ? 'Saving...' : 'Record'}
          </Button>
        </>
      }
    >
      {failure ? <FormError message={failure} /> : null}
      <Field id={id} label="When (India time)">
        {(control) => <input {...control} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />}
      </Field>
    </Modal>
  );
}
