import { ACADEMIC_YEAR_PATTERN, REGISTER_RULES, WEEKDAYS, type CentreView, type TeacherView, type Weekday } from '@society/contracts';
import { Field } from '@society/web-kit/staff';
import { useTeamText } from '../../../hooks/use-team-text';
import { WEEKDAY_WORDS } from '../../../utils/register-words';
import type { BatchBody } from '../api/save-batch';
import { TeacherPicker } from './teacher-picker';

export interface BatchFieldsProps {
  values: BatchBody;
  centres: readonly CentreView[];
  /** Who can teach it: the team members, and any teacher the batch has who no longer is one. */
  teachers: readonly TeacherView[];
  /** The signed-in member's id. */
  me: string;
  onChange: (values: BatchBody) => void;
}

/** The batch form's boxes: name, centre, days, times, teachers, academic year, English. */
export function BatchFields({ values, centres, teachers, me, onChange }: BatchFieldsProps) {
  const t = useTeamText();
  const set = <K extends keyof BatchBody>(field: K, value: BatchBody[K]) => onChange({ ...values, [field]: value });
  const toggleDay = (day: Weekday) => set('days', values.days.includes(day) ? values.days.filter((d) => d !== day) : WEEKDAYS.filter((d) => d === day || values.days.includes(d)));
  return (
    <>
      <Field id="batch-name" label={t('batchName')} required>
        {(control) => <input {...control} value={values.name} maxLength={REGISTER_RULES.batchNameMax} onChange={(event) => set('name', event.target.value)} />}
      </Field>
      <Field id="batch-centre" label={t('batchCentre')} required>
        {(control) => (
          <select {...control} value={values.centreId} onChange={(event) => set('centreId', event.target.value)}>
            <option value="">{t('choose')}</option>
            {centres.map((centre) => (
              <option key={centre.id} value={centre.id}>
                {centre.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="team-days">
        <legend className="wk-required">{t('batchDays')}</legend>
        {WEEKDAYS.map((day) => (
          <label key={day} className={`team-choice${values.days.includes(day) ? ' team-choice--on' : ''}`}>
            <input type="checkbox" checked={values.days.includes(day)} onChange={() => toggleDay(day)} />
            {t(WEEKDAY_WORDS[day])}
          </label>
        ))}
      </fieldset>
      <div className="team-row">
        <Field id="batch-start" label={t('batchStart')} required>
          {(control) => <input {...control} type="time" value={values.startTime} onChange={(event) => set('startTime', event.target.value)} />}
        </Field>
        <Field id="batch-end" label={t('batchEnd')} required>
          {(control) => <input {...control} type="time" value={values.endTime} onChange={(event) => set('endTime', event.target.value)} />}
        </Field>
      </div>
      <Field id="batch-year" label={t('batchYear')} required>
        {(control) => <input {...control} value={values.academicYear} pattern={ACADEMIC_YEAR_PATTERN.source} onChange={(event) => set('academicYear', event.target.value)} />}
      </Field>
      <TeacherPicker teachers={teachers} selected={values.teacherIds} me={me} onChange={(teacherIds) => set('teacherIds', teacherIds)} />
      <label className="team-check">
        <input type="checkbox" checked={values.teachesEnglish} onChange={(event) => set('teachesEnglish', event.target.checked)} />
        {t('teachesEnglish')}
      </label>
    </>
  );
}
