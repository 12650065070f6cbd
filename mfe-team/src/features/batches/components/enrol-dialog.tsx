import { useEffect, useState, type FormEvent } from 'react';
import type { BatchView } from '@society/contracts';
import { Field, FormDialog } from '@society/web-kit/staff';
import { useDialogSave } from '../../../hooks/use-dialog-save';
import { useTeamText } from '../../../hooks/use-team-text';
import { enrolChildren } from '../api/enrol-children';
import { findStudents, type FoundStudent } from '../api/find-students';

export interface EnrolDialogProps {
  batch: BatchView;
  onClose: () => void;
  onSaved: () => void;
}

/** Enrolling children in a batch: find them on the roster, tick them, Enrol (a child in another batch moves). */
export function EnrolDialog({ batch, onClose, onSaved }: EnrolDialogProps) {
  const t = useTeamText();
  const [found, setFound] = useState<FoundStudent[] | null>(null);
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const { busy, failure, setFailure, save } = useDialogSave(t('saveFailed'));
  const [text, setText] = useState('');

  // Searches as one pauses typing (the box sits inside the dialog's form, so it is no search form of its own).
  useEffect(() => {
    const wanted = text.trim();
    if (wanted.length < 2) return undefined;
    let active = true;
    const timer = setTimeout(() => {
      findStudents(wanted).then(
        (students) => active && setFound(students),
        () => active && setFailure(t('loadFailed')),
      );
    }, 300);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [text, t]);
  function toggle(student: FoundStudent) {
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(student._id)) next.delete(student._id);
      else next.set(student._id, student.name);
      return next;
    });
  }
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await save(() => enrolChildren(batch.id, [...chosen.keys()]), t('enrolSaved'), onSaved);
  }

  return (
    <FormDialog
      title={t('enrolIn', { batch: batch.name })}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('enrolSave')}
      busyLabel={t('saving')}
      busy={busy}
      canSubmit={chosen.size > 0}
      cancelLabel={t('cancel')}
      failure={failure}
    >
      <p className="team-hint">{t('enrolHint')}</p>
      <Field id="enrol-search" label={t('searchChildren')}>
        {(control) => <input {...control} type="search" value={text} onChange={(event) => setText(event.target.value)} />}
      </Field>
      {found && found.length === 0 ? <p className="wk-empty">{t('noMatch')}</p> : null}
      <ul className="team-pick">
        {[...(found ?? []), ...[...chosen].filter(([id]) => !found?.some((student) => student._id === id)).map(([_id, name]) => ({ _id, name, classStudying: '' }))].map((student) => (
          <li key={student._id}>
            <label className="team-check">
              <input type="checkbox" checked={chosen.has(student._id)} onChange={() => toggle(student)} />
              {student.name}
              {student.classStudying ? <span className="team-muted"> · {student.classStudying}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </FormDialog>
  );
}
