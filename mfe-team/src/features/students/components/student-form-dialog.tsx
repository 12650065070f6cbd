import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_GUARDIAN_LANGUAGE, GENDERS, guardianConsentText, LIMITS, type Gender } from '@society/contracts';
import { Button, Modal, isApiError, useText } from '@society/web-kit';
import {
  Field,
  FormError,
  GUARDIAN_CONSENT_FIELDS,
  GuardianConsentFields,
  initialGuardianConsent,
  toast,
  validateGuardianConsent,
  type GuardianConsentErrors,
} from '@society/web-kit/staff';
import { useTeamText } from '../../../hooks/use-team-text';
import { todayInput } from '../../../utils/dates';
import { createStudent } from '../api/create-student';
import type { Student } from '../api/get-students';
import { updateStudent } from '../api/update-student';
import {
  SERVER_FIELDS,
  derivedAge,
  initialValues,
  toStudentInput,
  validateStudent,
  type StudentFormErrors,
  type StudentFormValues,
} from '../utils/student-form-values';
import { AadhaarInput } from './aadhaar-input';
import { GENDER_WORDS } from './labels';

/** Suggestions only: any text is accepted, but these spellings sort in school order. */
const CLASS_SUGGESTIONS = ['Nursery', 'LKG', 'UKG', ...Array.from({ length: 12 }, (_, i) => `Class ${i + 1}`)];

export interface StudentFormDialogProps {
  /** The student being edited; none to add one. */
  student?: Student;
  onClose: () => void;
  onSaved: (student: Student) => void;
}

type TextKey = { [K in keyof StudentFormValues]: StudentFormValues[K] extends string ? K : never }[keyof StudentFormValues];

/** 'Add Student' and 'Edit Student' (SPEC §2, §5): every field of a child's record. */
export function StudentFormDialog({ student, onClose, onSaved }: StudentFormDialogProps) {
  const t = useTeamText();
  const editing = Boolean(student);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Read once: the form keeps the day it was opened on, even past midnight.
  const [today] = useState(todayInput);
  const [values, setValues] = useState(() => initialValues(today, student));
  const [errors, setErrors] = useState<StudentFormErrors>({});
  // A new record is saved only with the guardian's consent (an edit changes it through its own dialog).
  const consentWords = useText(guardianConsentText);
  const [consent, setConsent] = useState(() => initialGuardianConsent(today, null, DEFAULT_GUARDIAN_LANGUAGE, false));
  const [consentErrors, setConsentErrors] = useState<GuardianConsentErrors>({});
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(0);

  // After a refused submit, take the user to the first field to fix.
  useEffect(() => {
    if (checked) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  // The Save button is below the form: bring a failure message at its top into view.
  useEffect(() => {
    if (failure) alertRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);

  const id = (key: string) => `${formId}-${key}`;
  const text = (key: TextKey) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => setValues((now) => ({ ...now, [key]: event.target.value })),
  });
  const age = derivedAge(values, today);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateStudent(values, today, t);
    const consentFound = editing ? {} : validateGuardianConsent(consent, today, false, consentWords);
    setErrors(found);
    setConsentErrors(consentFound);
    if (Object.keys(found).length > 0 || Object.keys(consentFound).length > 0) {
      setChecked((count) => count + 1);
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const body = toStudentInput(values, editing);
      const saved = student ? await updateStudent(student._id, body) : await createStudent(body, consent);
      toast.success(editing ? t('updated') : t('added'));
      onSaved(saved);
    } catch (error) {
      const fromServer: StudentFormErrors = {};
      const consentFromServer: GuardianConsentErrors = {};
      if (isApiError(error)) {
        for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
          const key = SERVER_FIELDS[field];
          if (key && messages[0]) fromServer[key] = messages[0];
          const consentKey = GUARDIAN_CONSENT_FIELDS.find((name) => name === field);
          if (consentKey && messages[0]) consentFromServer[consentKey] = messages[0];
        }
      }
      setErrors(fromServer);
      setConsentErrors(consentFromServer);
      setFailure({
        message: editing ? t('updateFailed') : t('addFailed'),
        // The server's reason (it names the field), or why no answer came.
        detail: isApiError(error) ? (error.serverMessage ?? (error.status === 0 ? error.message : undefined)) : undefined,
      });
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      size="lg"
      title={editing ? t('studentEdit') : t('addStudent')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {editing ? (busy ? t('saving') : t('saveChanges')) : busy ? t('adding') : t('addStudent')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={onSubmit} className="wk-form wk-form--grid team-form">
        {failure ? <FormError ref={alertRef} message={failure.message} detail={failure.detail} /> : null}
        <Field id={id('name')} label={t('colName')} required error={errors.name}>
          {(control) => <input {...control} autoComplete="off" maxLength={LIMITS.nameMax} {...text('name')} />}
        </Field>
        <Field id={id('gender')} label={t('fieldGender')}>
          {(control) => (
            <select
              {...control}
              value={values.gender}
              onChange={(event) => setValues((now) => ({ ...now, gender: event.target.value as Gender }))}
            >
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(GENDER_WORDS[gender])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('father')} label={t('fieldFather')}>
          {(control) => <input {...control} autoComplete="off" maxLength={LIMITS.nameMax} {...text('fatherName')} />}
        </Field>
        <Field id={id('mother')} label={t('fieldMother')}>
          {(control) => <input {...control} autoComplete="off" maxLength={LIMITS.nameMax} {...text('motherName')} />}
        </Field>
        <Field id={id('dob')} label={t('fieldDob')} error={errors.dob}>
          {(control) => <input {...control} type="date" max={today} {...text('dob')} />}
        </Field>
        {values.dob ? (
          <Field id={id('age')} label={t('colAge')} hint={t('ageDerivedHint')}>
            {(control) => <input {...control} readOnly value={age === null ? '' : String(age)} />}
          </Field>
        ) : (
          <Field id={id('age')} label={t('colAge')} hint={t('ageHint')} error={errors.age}>
            {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={99} step={1} {...text('age')} />}
          </Field>
        )}
        <Field
          id={id('contact')}
          label={t('fieldContact')}
          hint={t('contactHint')}
          error={errors.contactNumber}
        >
          {(control) => <input {...control} type="tel" inputMode="tel" autoComplete="off" maxLength={LIMITS.phoneMax} {...text('contactNumber')} />}
        </Field>
        <Field id={id('area')} label={t('fieldArea')}>
          {(control) => <input {...control} autoComplete="off" maxLength={LIMITS.shortTextMax} {...text('area')} />}
        </Field>
        <Field id={id('address')} label={t('fieldAddress')} className="wk-form__wide">
          {(control) => <textarea {...control} rows={2} maxLength={LIMITS.shortTextMax} {...text('address')} />}
        </Field>
        <Field id={id('school')} label={t('fieldSchool')}>
          {(control) => <input {...control} autoComplete="off" maxLength={LIMITS.shortTextMax} {...text('schoolName')} />}
        </Field>
        <Field id={id('class')} label={t('fieldClass')} hint={t('classHint')}>
          {(control) => (
            <>
              <input {...control} autoComplete="off" list={id('classes')} maxLength={LIMITS.shortTextMax} {...text('classStudying')} />
              <datalist id={id('classes')}>
                {CLASS_SUGGESTIONS.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field id={id('admission')} label={t('fieldAdmission')}>
          {(control) => <input {...control} type="date" {...text('admissionDate')} />}
        </Field>
        <Field id={id('end')} label={t('fieldEnd')} hint={t('endHint')} error={errors.endDate}>
          {(control) => <input {...control} type="date" {...text('endDate')} />}
        </Field>
        <label className="team-check wk-form__wide">
          <input
            type="checkbox"
            checked={values.admittedInSchool}
            onChange={(event) => setValues((now) => ({ ...now, admittedInSchool: event.target.checked }))}
          />
          {t('fieldAdmitted')}
        </label>
        <AadhaarField
          id={id('aadhaar')}
          values={values}
          stored={student?.aadharMasked ?? null}
          error={errors.aadhaar}
          onDigits={(aadhaar) => setValues((now) => ({ ...now, aadhaar }))}
          onRemove={(removeAadhaar) => setValues((now) => ({ ...now, removeAadhaar, aadhaar: removeAadhaar ? '' : now.aadhaar }))}
        />
        {editing ? null : <GuardianConsentFields idPrefix={id('consent')} values={consent} errors={consentErrors} today={today} onChange={setConsent} />}
      </form>
    </Modal>
  );
}

interface AadhaarFieldProps {
  id: string;
  values: StudentFormValues;
  /** The stored number's mask on edit ('XXXX XXXX 1234'), null when none. */
  stored: string | null;
  error?: string;
  onDigits: (digits: string) => void;
  onRemove: (remove: boolean) => void;
}

/** The number is never loaded into the form: blank keeps what is stored, a new one replaces it. */
function AadhaarField({ id, values, stored, error, onDigits, onRemove }: AadhaarFieldProps) {
  const t = useTeamText();
  const hint = stored ? (values.removeAadhaar ? t('aadhaarRemoveHint') : t('aadhaarStoredHint', { mask: stored })) : t('aadhaarHint');
  return (
    <div className="wk-form__wide team-aadhaar">
      <Field id={id} label={t('fieldAadhaar')} hint={hint} error={error}>
        {(control) => <AadhaarInput {...control} digits={values.aadhaar} onDigits={onDigits} disabled={values.removeAadhaar} />}
      </Field>
      {stored ? (
        <label className="team-check">
          <input type="checkbox" checked={values.removeAadhaar} onChange={(event) => onRemove(event.target.checked)} />
          {t('removeAadhaar')}
        </label>
      ) : null}
    </div>
  );
}
