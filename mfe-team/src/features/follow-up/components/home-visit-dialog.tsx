import { useState, type FormEvent } from 'react';
import { HOME_VISIT_OUTCOMES, REGISTER_RULES, todayInIndia, type FollowUpView, type HomeVisitOutcome } from '@society/contracts';
import { Field, FormDialog } from '@society/web-kit/staff';
import { useDialogSave } from '../../../hooks/use-dialog-save';
import { useTeamText } from '../../../hooks/use-team-text';
import { VISIT_OUTCOME_WORDS } from '../../../utils/register-words';
import { recordHomeVisit } from '../api/record-home-visit';

export interface HomeVisitDialogProps {
  child: FollowUpView;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Record home visit': the day, what happened and a note, kept on the phone like every register record. */
export function HomeVisitDialog({ child, onClose, onSaved }: HomeVisitDialogProps) {
  const t = useTeamText();
  const today = todayInIndia();
  const [day, setDay] = useState(today);
  const [outcome, setOutcome] = useState<HomeVisitOutcome | ''>('');
  const [note, setNote] = useState('');
  const { busy, failure, setFailure, save } = useDialogSave(t('saveFailed'));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!day || !outcome) return setFailure(t('visitIncomplete'));
    await save(() => recordHomeVisit({ studentId: child.studentId, day, outcome, note: note.trim() }), t('visitSaved'), onSaved);
  }

  return (
    <FormDialog
      title={t('visitFor', { name: child.name })}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('saveVisit')}
      busyLabel={t('saving')}
      busy={busy}
      cancelLabel={t('cancel')}
      failure={failure}
    >
      <Field id="visit-day" label={t('visitDate')} required>
        {(control) => <input {...control} type="date" value={day} min={child.absentSince} max={today} onChange={(event) => setDay(event.target.value)} />}
      </Field>
      <Field id="visit-outcome" label={t('visitOutcome')} required>
        {(control) => (
          <select {...control} value={outcome} onChange={(event) => setOutcome(event.target.value as HomeVisitOutcome)}>
            <option value="">{t('choose')}</option>
            {HOME_VISIT_OUTCOMES.map((choice) => (
              <option key={choice} value={choice}>
                {t(VISIT_OUTCOME_WORDS[choice])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="visit-note" label={t('visitNote')}>
        {(control) => <textarea {...control} value={note} maxLength={REGISTER_RULES.noteMax} onChange={(event) => setNote(event.target.value)} />}
      </Field>
    </FormDialog>
  );
}
