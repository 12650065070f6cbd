import { useId, useState, type FormEvent } from 'react';
import {
  BREACH_DATA_KIND_LABELS,
  BREACH_DATA_KINDS,
  BREACH_LIMITS,
  BREACH_REPORT_HOURS,
  fromIndiaDateTimeInput,
  LIMITS,
  toIndiaDateTimeInput,
  type BreachDataKind,
  type BreachFacts,
  type BreachRecord,
  type BreachScope,
} from '@society/contracts';
import { Field, FormDialog } from '@society/web-kit/staff';
import { serverMessageOr } from '../../../utils/api-data';
import { createBreach } from '../api/create-breach';
import { updateBreach } from '../api/update-breach';

type TextKey = 'title' | 'description' | 'location' | 'consequences' | 'mitigation' | 'safetySteps' | 'cause' | 'remedial';
interface Values extends Record<TextKey, string> {
  /** <input type="datetime-local"> values, read as India's time. */
  discoveredAt: string;
  occurredAt: string;
  extendedUntil: string;
  kinds: BreachDataKind[];
  scope: BreachScope;
  from: string;
  to: string;
}
type Errors = Partial<Record<keyof Values, string>>;

function initial(breach?: BreachRecord): Values {
  return {
    title: breach?.title ?? '',
    description: breach?.description ?? '',
    location: breach?.location ?? '',
    consequences: breach?.consequences ?? '',
    mitigation: breach?.mitigation ?? '',
    safetySteps: breach?.safetySteps ?? '',
    cause: breach?.cause ?? '',
    remedial: breach?.remedial ?? '',
    discoveredAt: breach ? toIndiaDateTimeInput(breach.discoveredAt) : toIndiaDateTimeInput(new Date().toISOString()),
    occurredAt: toIndiaDateTimeInput(breach?.occurredAt),
    extendedUntil: toIndiaDateTimeInput(breach?.extendedUntil),
    kinds: breach?.kinds ?? [],
    scope: breach?.scope ?? 'all',
    from: breach?.from ?? '',
    to: breach?.to ?? '',
  };
}

function validate(values: Values, now: number): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = 'Say in a few words what happened';
  if (!values.description.trim()) errors.description = 'Describe what happened: what data, how, how much';
  const found = fromIndiaDateTimeInput(values.discoveredAt);
  if (!found) errors.discoveredAt = 'Enter when the society became aware of it';
  else if (new Date(found).getTime() > now) errors.discoveredAt = 'This cannot be in the future';
  const occurred = fromIndiaDateTimeInput(values.occurredAt);
  if (occurred && found && occurred > found) errors.occurredAt = 'It cannot have happened after it was found';
  if (values.kinds.length === 0) errors.kinds = 'Choose at least one kind of data';
  if (values.scope === 'range') {
    if (!values.from && !values.to) errors.from = 'Give the first day, the last day, or both';
    else if (values.from && values.to && values.from > values.to) errors.to = 'The last day cannot be before the first';
  }
  return errors;
}

function factsOf(values: Values): Omit<BreachFacts, 'discoveredAt'> & { discoveredAt: string } {
  const range = values.scope === 'range';
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    consequences: values.consequences.trim(),
    mitigation: values.mitigation.trim(),
    safetySteps: values.safetySteps.trim(),
    cause: values.cause.trim(),
    remedial: values.remedial.trim(),
    discoveredAt: fromIndiaDateTimeInput(values.discoveredAt) ?? '',
    occurredAt: fromIndiaDateTimeInput(values.occurredAt),
    extendedUntil: fromIndiaDateTimeInput(values.extendedUntil),
    kinds: values.kinds,
    scope: values.scope,
    from: range && values.from ? values.from : null,
    to: range && values.to ? values.to : null,
  };
}

export interface BreachFormDialogProps {
  /** The incident to change; none records a new one. */
  breach?: BreachRecord;
  onClose: () => void;
  onSaved: (breach: BreachRecord) => void;
}

const LONG_TEXTS: Array<{ key: TextKey; label: string; hint: string }> = [
  { key: 'consequences', label: 'Likely consequences', hint: 'What could happen to the people affected (told to them and to the Board).' },
  { key: 'mitigation', label: 'What we have done', hint: 'Steps taken or under way to contain it and limit the harm.' },
  { key: 'safetySteps', label: 'What people can do', hint: 'Safety measures the people affected can take themselves.' },
  { key: 'cause', label: 'Circumstances and cause', hint: 'How it happened, why, and what is known of the person who caused it (for the Board).' },
  { key: 'remedial', label: 'Remedial measures', hint: 'What changes so that it does not happen again (for the Board).' },
];

/** Record an incident, or change one that is not closed. */
export function BreachFormDialog({ breach, onClose, onSaved }: BreachFormDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<Values>(() => initial(breach));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const idFor = (key: string) => `${formId}-${key}`;
  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const toggleKind = (kind: BreachDataKind) =>
    setValues((current) => ({ ...current, kinds: current.kinds.includes(kind) ? current.kinds.filter((k) => k !== kind) : [...current.kinds, kind] }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validate(values, Date.now());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure('');
    setBusy(true);
    try {
      const facts = factsOf(values);
      onSaved(breach ? await updateBreach(breach._id, facts) : await createBreach(facts));
    } catch (error) {
      setFailure(serverMessageOr(error, 'The incident could not be saved. Please try again.'));
      setBusy(false);
    }
  }

  return (
    <FormDialog
      size="lg"
      title={breach ? 'Change the incident record' : 'Record a data breach'}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={breach ? 'Save Changes' : 'Record Incident'}
      busyLabel="Saving..."
      busy={busy}
      failure={failure ? { message: failure } : null}
      formClassName="wk-form wk-form--grid"
    >
      <Field id={idFor('title')} label="What happened, in short" required error={errors.title} className="wk-form__wide">
        {(control) => <input {...control} maxLength={BREACH_LIMITS.titleMax} value={values.title} onChange={set('title')} />}
      </Field>
      <Field id={idFor('description')} label="Description" required error={errors.description} hint="The nature and extent of the breach: what data, how it got out, how much." className="wk-form__wide">
        {(control) => <textarea {...control} rows={4} maxLength={BREACH_LIMITS.textMax} value={values.description} onChange={set('description')} />}
      </Field>
      <Field id={idFor('discoveredAt')} label="Found on (India time)" required error={errors.discoveredAt} hint={`The Board's report is due ${BREACH_REPORT_HOURS} hours from here.`}>
        {(control) => <input {...control} type="datetime-local" value={values.discoveredAt} onChange={set('discoveredAt')} />}
      </Field>
      <Field id={idFor('occurredAt')} label="Happened on (if known)" error={errors.occurredAt}>
        {(control) => <input {...control} type="datetime-local" value={values.occurredAt} onChange={set('occurredAt')} />}
      </Field>
      <Field id={idFor('location')} label="Where" hint="The system, file or place." className="wk-form__wide">
        {(control) => <input {...control} maxLength={LIMITS.shortTextMax} value={values.location} onChange={set('location')} />}
      </Field>
      <fieldset className="wk-form__wide adm-breach-form__kinds" aria-describedby={errors.kinds ? idFor('kinds-error') : undefined}>
        <legend className="wk-required">Whose data</legend>
        {BREACH_DATA_KINDS.map((kind) => (
          <label key={kind} className="adm-breach-form__check">
            <input type="checkbox" checked={values.kinds.includes(kind)} onChange={() => toggleKind(kind)} /> {BREACH_DATA_KIND_LABELS[kind]}
          </label>
        ))}
        {errors.kinds ? (
          <span id={idFor('kinds-error')} className="wk-field__error">
            {errors.kinds}
          </span>
        ) : null}
      </fieldset>
      <fieldset className="wk-form__wide adm-breach-form__scope">
        <legend>Which records</legend>
        <label className="adm-breach-form__check">
          <input type="radio" name={idFor('scope')} checked={values.scope === 'all'} onChange={() => setValues((current) => ({ ...current, scope: 'all' }))} /> All records of these kinds
        </label>
        <label className="adm-breach-form__check">
          <input type="radio" name={idFor('scope')} checked={values.scope === 'range'} onChange={() => setValues((current) => ({ ...current, scope: 'range' }))} /> Records created between two days
        </label>
      </fieldset>
      {values.scope === 'range' ? (
        <>
          <Field id={idFor('from')} label="First day" error={errors.from}>
            {(control) => <input {...control} type="date" value={values.from} onChange={set('from')} />}
          </Field>
          <Field id={idFor('to')} label="Last day" error={errors.to}>
            {(control) => <input {...control} type="date" value={values.to} onChange={set('to')} />}
          </Field>
        </>
      ) : null}
      {LONG_TEXTS.map(({ key, label, hint }) => (
        <Field key={key} id={idFor(key)} label={label} hint={hint} className="wk-form__wide">
          {(control) => <textarea {...control} rows={3} maxLength={BREACH_LIMITS.textMax} value={values[key]} onChange={set(key)} />}
        </Field>
      ))}
      {breach ? (
        <Field id={idFor('extendedUntil')} label="Board allowed more time until" hint="Only when the Board agreed to a later report." className="wk-form__wide">
          {(control) => <input {...control} type="datetime-local" value={values.extendedUntil} onChange={set('extendedUntil')} />}
        </Field>
      ) : null}
    </FormDialog>
  );
}
