import { useId, useState, type FormEvent } from 'react';
import { APPLICANT_STATUSES, GENDERS, INTEREST_OPTIONS, INTERNSHIP_DURATIONS, INTERN_AVAILABILITY, LIMITS, REFERRAL_SOURCES } from '@society/contracts';
import { Field, FormDialog } from '@society/web-kit/staff';
import { useSave } from '../../../hooks/use-save';
import { humanize } from '../../../utils/format';
import type { Applicant } from '../api/get-applicants';
import { updateApplicant } from '../api/update-applicant';
import { applicantUpdate, initialForm, type DateKey, type FormState, type TextKey } from '../utils/applicant-edit-form';
import { STATUS_LABELS } from '../utils/labels';

export interface EditDialogProps {
  applicant: Applicant;
  onClose: () => void;
  /** Called with the applicant as the server saved it. */
  onSaved: (saved: Applicant) => void;
}

/** Options of a select, keeping a stored value that is not (or no longer) one of them. */
function withCurrent(values: readonly string[], current: string): string[] {
  return current && !values.includes(current) ? [current, ...values] : [...values];
}

/**
 * The whole record (SPEC §5 'Edit applicant'): any status may be set directly, without the status
 * select's side effects (the update it makes: utils/applicant-edit-form).
 */
export function EditDialog({ applicant, onClose, onSaved }: EditDialogProps) {
  const formId = useId();
  const id = (name: string) => `${formId}-${name}`;
  const [form, setForm] = useState(() => initialForm(applicant));
  const { saving, failure, setFailure, run } = useSave();
  const isIntern = applicant.type === 'intern';

  const setText = (key: keyof FormState) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));
  const toggleInterest = (value: string) =>
    setForm((current) => ({
      ...current,
      interests: current.interests.includes(value)
        ? current.interests.filter((interest) => interest !== value)
        : [...current.interests, value],
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const update = applicantUpdate(form, applicant);
    if (typeof update === 'string') {
      setFailure({ message: update });
      return;
    }
    const result = await run(() => updateApplicant(applicant._id, update), 'Failed to update.');
    if (result) onSaved(result.saved);
  }

  const textInput = (key: TextKey, label: string, options: { type?: string; required?: boolean; max?: number } = {}) => (
    <Field id={id(key)} label={label} required={options.required}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          value={form[key]}
          maxLength={options.max ?? LIMITS.shortTextMax}
          onChange={setText(key)}
        />
      )}
    </Field>
  );
  const dateInput = (key: DateKey, label: string) => (
    <Field id={id(key)} label={label}>
      {(control) => <input {...control} type="date" value={form[key]} onChange={setText(key)} />}
    </Field>
  );

  return (
    <FormDialog
      size="lg"
      title={`Edit ${applicant.name}`}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      busy={saving}
      failure={failure}
      formClassName="hr-form"
      actionsClassName="hr-actions"
    >
      <fieldset className="hr-fieldset">
        <legend>Applicant</legend>
        <div className="hr-form__grid">
          {textInput('name', 'Name', { required: true, max: LIMITS.nameMax })}
          {textInput('email', 'Email', { type: 'email', required: true, max: LIMITS.emailMax })}
          {textInput('phone', 'Phone', { type: 'tel', max: LIMITS.phoneMax })}
          <Field id={id('gender')} label="Gender">
            {(control) => (
              <select {...control} value={form.gender} onChange={setText('gender')}>
                {form.gender ? null : <option value="">Not given</option>}
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {humanize(gender)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {dateInput('dob', 'Date of Birth')}
          {isIntern ? (
            <Field id={id('availability')} label="Availability">
              {(control) => (
                <select {...control} value={form.availability} onChange={setText('availability')}>
                  {form.availability ? null : <option value="">Not given</option>}
                  {INTERN_AVAILABILITY.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : (
            <Field id={id('availability')} label="Availability (hours a week)">
              {(control) => (
                <input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={LIMITS.volunteerHoursMin}
                  max={LIMITS.volunteerHoursMax}
                  value={form.availability}
                  onChange={setText('availability')}
                />
              )}
            </Field>
          )}
          <Field id={id('reference')} label="Reference">
            {(control) => (
              <select {...control} value={form.reference} onChange={setText('reference')}>
                <option value="">Not given</option>
                {withCurrent(REFERRAL_SOURCES, form.reference).map((source) => (
                  <option key={source} value={source}>
                    {humanize(source)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {isIntern ? (
            <>
              {textInput('course', 'Course')}
              {textInput('college', 'College')}
              <Field id={id('duration')} label="Duration">
                {(control) => (
                  <select {...control} value={form.duration} onChange={setText('duration')}>
                    <option value="">Not given</option>
                    {withCurrent(INTERNSHIP_DURATIONS, form.duration).map((duration) => (
                      <option key={duration} value={duration}>
                        {duration}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </>
          ) : null}
        </div>
        <fieldset className="hr-checks">
          <legend>Interests</legend>
          {INTEREST_OPTIONS.map((option) => (
            <label key={option.value} className="hr-check">
              <input
                type="checkbox"
                checked={form.interests.includes(option.value)}
                onChange={() => toggleInterest(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {isIntern ? null : (
          <Field id={id('experience')} label="Experience">
            {(control) => (
              <textarea {...control} value={form.experience} maxLength={LIMITS.messageMax} onChange={setText('experience')} />
            )}
          </Field>
        )}
      </fieldset>

      <fieldset className="hr-fieldset">
        <legend>Progress</legend>
        <div className="hr-form__grid">
          <Field id={id('status')} label="Status">
            {(control) => (
              <select {...control} value={form.status} onChange={setText('status')}>
                {APPLICANT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {textInput('assignedPosition', 'Assigned Position')}
          {textInput('assignedTeam', 'Assigned Team')}
          {dateInput('interviewDate', 'Interview Date')}
          {dateInput('doj', 'Joining Date')}
          {dateInput('dol', 'Leaving Date')}
        </div>
        {form.status === 'rejected' ? (
          <Field id={id('rejectionReason')} label="Rejection Reason" required>
            {(control) => (
              <textarea
                {...control}
                value={form.rejectionReason}
                maxLength={LIMITS.messageMax}
                onChange={setText('rejectionReason')}
              />
            )}
          </Field>
        ) : null}
        <Field id={id('remark')} label="New Remark" hint="Optional. Added to the remarks history with your email.">
          {(control) => <textarea {...control} value={form.remark} maxLength={LIMITS.messageMax} onChange={setText('remark')} />}
        </Field>
      </fieldset>
    </FormDialog>
  );
}
