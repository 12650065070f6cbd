import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '@society/contracts';
import { Button, Modal } from '@society/web-kit';
import { Field, FormError } from '@society/web-kit/staff';
import { useSave } from '../../../hooks/use-save';
import { dateToSend, toDateInput } from '../../../utils/format';
import type { Applicant } from '../api/get-applicants';
import { updateApplicant } from '../api/update-applicant';

export interface OnboardDialogProps {
  applicant: Applicant;
  onClose: () => void;
  /** Called with the applicant as the server saved it. */
  onSaved: (saved: Applicant) => void;
}

export const ONBOARD_REQUIRED = 'All required fields must be filled.';

/** interview → onboarded: where the person will work and from when (SPEC §4, §5). */
export function OnboardDialog({ applicant, onClose, onSaved }: OnboardDialogProps) {
  const formId = useId();
  const [form, setForm] = useState(() => ({
    assignedPosition: applicant.assignedPosition ?? '',
    assignedTeam: applicant.assignedTeam ?? '',
    interviewDate: toDateInput(applicant.interviewDate),
    doj: toDateInput(applicant.doj),
    dol: toDateInput(applicant.dol),
  }));
  const { saving, failure, setFailure, run } = useSave();
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const assignedPosition = form.assignedPosition.trim();
    const assignedTeam = form.assignedTeam.trim();
    const doj = dateToSend(form.doj, applicant.doj);
    if (!assignedPosition || !assignedTeam || !doj) {
      setFailure({ message: ONBOARD_REQUIRED });
      return;
    }
    const body = {
      status: 'onboarded' as const,
      assignedPosition,
      assignedTeam,
      interviewDate: dateToSend(form.interviewDate, applicant.interviewDate),
      doj,
      dol: dateToSend(form.dol, applicant.dol),
    };
    const result = await run(() => updateApplicant(applicant._id, body), 'Failed to onboard.');
    if (result) onSaved(result.saved);
  }

  return (
    <Modal
      open
      title={`Onboard ${applicant.name}`}
      onClose={onClose}
      footer={
        <div className="hr-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Onboarding...' : 'Onboard'}
          </Button>
        </div>
      }
    >
      <form id={formId} className="hr-form hr-form--grid" noValidate onSubmit={submit}>
        <FormError message={failure?.message} detail={failure?.detail} />
        <Field id={`${formId}-position`} label="Assigned Position" required>
          {(control) => (
            <input
              {...control}
              value={form.assignedPosition}
              maxLength={LIMITS.shortTextMax}
              onChange={(event) => set('assignedPosition')(event.target.value)}
            />
          )}
        </Field>
        <Field id={`${formId}-team`} label="Assigned Team" required>
          {(control) => (
            <input
              {...control}
              value={form.assignedTeam}
              maxLength={LIMITS.shortTextMax}
              onChange={(event) => set('assignedTeam')(event.target.value)}
            />
          )}
        </Field>
        <Field id={`${formId}-interview`} label="Interview Date">
          {(control) => (
            <input {...control} type="date" value={form.interviewDate} onChange={(event) => set('interviewDate')(event.target.value)} />
          )}
        </Field>
        <Field id={`${formId}-doj`} label="Joining Date" required>
          {(control) => <input {...control} type="date" value={form.doj} onChange={(event) => set('doj')(event.target.value)} />}
        </Field>
        <Field id={`${formId}-dol`} label="Leaving Date">
          {(control) => <input {...control} type="date" value={form.dol} onChange={(event) => set('dol')(event.target.value)} />}
        </Field>
      </form>
    </Modal>
  );
}
