import { useId, useState, type FormEvent } from 'react';
import { indiaDay } from '@society/contracts';
import { Field, FormDialog } from '@society/web-kit/staff';
import { useSave } from '../../../hooks/use-save';
import { SESSION_RULES, SESSION_SKILLS, type SessionSkill, type SessionView } from '@society/contracts';
import { publishSession, SKILL_LABELS } from '../api/sessions';


/** Publishing an activity (a drive, an event, a class outside the register): once, or every week on its weekday until a day. */
export function PublishSessionDialog({ onClose, onPublished }: { onClose: () => void; onPublished: (sessions: SessionView[]) => void }) {
  const id = useId();
  const [values, setValues] = useState({ title: '', place: '', day: '', start: '10:00', end: '12:00', volunteersWanted: '2', skill: 'teaching-hindi' as SessionSkill, withChildren: true, repeat: false, until: '' });
  const [problem, setProblem] = useState('');
  const { saving, failure, run } = useSave();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((now) => ({ ...now, [field]: event.target.value }));
  const today = indiaDay(new Date());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { title, place, day, start, end, volunteersWanted, skill, withChildren, repeat, until } = values;
    if (!title.trim() || !place.trim() || !day || !start || !end || !volunteersWanted || (repeat && !until)) {
      setProblem('Please fill in every field marked with a star.');
      return;
    }
    if (end <= start) {
      setProblem('The session must end after it starts.');
      return;
    }
    if (repeat && until <= day) {
      setProblem('The last week must come after the first day.');
      return;
    }
    setProblem('');
    const body = { kind: 'activity' as const, title: title.trim(), place: place.trim(), day, start, end, volunteersWanted: Number(volunteersWanted), skill, withChildren, ...(repeat ? { repeatWeeklyUntil: until } : {}) };
    const result = await run(() => publishSession(body), 'The session could not be published.');
    if (result) onPublished(result.saved);
  }

  return (
    <FormDialog
      title="Publish a session"
      size="lg"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Publish"
      busyLabel="Publishing..."
      busy={saving}
      failure={problem ? { message: problem } : failure}
      formClassName="wk-form hr-form"
      actionsClassName="hr-actions"
    >
        <div className="hr-form__grid">
          <Field id={`${id}-title`} label="Title" required>
            {(control) => <input {...control} maxLength={SESSION_RULES.titleMax} value={values.title} onChange={set('title')} />}
          </Field>
          <Field id={`${id}-place`} label="Place" required>
            {(control) => <input {...control} maxLength={SESSION_RULES.placeMax} value={values.place} onChange={set('place')} />}
          </Field>
          <Field id={`${id}-day`} label={values.repeat ? 'First day' : 'Day'} required>
            {(control) => <input {...control} type="date" min={today} value={values.day} onChange={set('day')} />}
          </Field>
          <Field id={`${id}-start`} label="Starts" required>
            {(control) => <input {...control} type="time" value={values.start} onChange={set('start')} />}
          </Field>
          <Field id={`${id}-end`} label="Ends" required>
            {(control) => <input {...control} type="time" value={values.end} onChange={set('end')} />}
          </Field>
          <Field id={`${id}-wanted`} label="Volunteers wanted" required>
            {(control) => <input {...control} type="number" min={1} max={SESSION_RULES.volunteersWantedMax} inputMode="numeric" value={values.volunteersWanted} onChange={set('volunteersWanted')} />}
          </Field>
          <Field id={`${id}-skill`} label="Skill wanted" required>
            {(control) => (
              <select {...control} value={values.skill} onChange={set('skill')}>
                {SESSION_SKILLS.map((skill) => (
                  <option key={skill} value={skill}>
                    {SKILL_LABELS[skill]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <label className="hr-check">
          <input type="checkbox" checked={values.withChildren} onChange={(event) => setValues((now) => ({ ...now, withChildren: event.target.checked }))} />
          With children (only people with a valid police verification who acknowledged the current policy may take it)
        </label>
        <label className="hr-check">
          <input type="checkbox" checked={values.repeat} onChange={(event) => setValues((now) => ({ ...now, repeat: event.target.checked }))} />
          Every week on this weekday
        </label>
        {values.repeat ? (
          <Field id={`${id}-until`} label="Until" required hint="The last week's session is on or before this day.">
            {(control) => <input {...control} type="date" min={values.day || today} value={values.until} onChange={set('until')} />}
          </Field>
        ) : null}
    </FormDialog>
  );
}
