import type { FormEvent, ReactNode } from 'react';
import type { NoticeForm } from '@society/contracts';
import { ReadyForm } from '@society/web-kit';
import { ApplicationFormFooter } from './application-form-footer';
import { HoneypotField } from './bot-check';
import type { FormOutcome } from './form-outcome';
import { GuardianFields, type GuardianDetails } from './guardian-fields';
import { PersonalDetailsFields, type BoundValue, type PersonalDetails } from './personal-details-fields';

/** What every application asks besides its own fields. */
export interface ApplicantValues extends PersonalDetails, GuardianDetails {
  agreeToTerms: boolean;
}

/** The part of useApplicationForm's state the shared sections read and change. */
export interface ApplicantFormState {
  values: ApplicantValues;
  errors: Partial<Record<keyof ApplicantValues, string>>;
  submitting: boolean;
  outcome: FormOutcome;
  bind: (field: keyof PersonalDetails | keyof GuardianDetails) => BoundValue;
  setValue: (field: 'agreeToTerms', value: boolean) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  honeypot: { value: string; onChange: (value: string) => void };
}

interface SectionProps {
  /** Prefix of the controls' ids, unique on the page (`volunteer` gives `volunteer-name`). */
  idPrefix: string;
  form: ApplicantFormState;
}

/** Who applies, first in the grid: their own details, then a parent's or guardian's once the date of birth says under 18. */
function ApplicantSection({ idPrefix, form }: SectionProps) {
  return (
    <>
      <PersonalDetailsFields idPrefix={idPrefix} bind={form.bind} errors={form.errors} />
      <GuardianFields idPrefix={idPrefix} dob={form.values.dob} bind={form.bind} errors={form.errors} />
    </>
  );
}

interface TermsSectionProps extends SectionProps {
  label: string;
  /** Whether the reason the box is marked is written under it (not when it would only say 'Required'). */
  showError: boolean;
}

/** The box the applicant ticks to agree to the terms listed beside the form. */
function TermsSection({ idPrefix, form, label, showError }: TermsSectionProps) {
  const error = form.errors.agreeToTerms;
  const errorId = showError && error ? `${idPrefix}-terms-error` : undefined;
  return (
    <>
      <label className="pub-form__check" data-invalid={Boolean(error)}>
        <input
          type="checkbox"
          name="agreeToTerms"
          checked={form.values.agreeToTerms}
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
          onChange={(e) => form.setValue('agreeToTerms', e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {errorId ? (
        <p id={errorId} className="wk-field__error pub-form__check-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface ApplicationFormProps {
  /** Prefix of every id in the form (`volunteer` gives `volunteer-form-title`, `volunteer-name`). */
  idPrefix: string;
  title: string;
  intro: string;
  /** Which privacy notice is shown under the button. */
  notice: NoticeForm;
  terms: { label: string; showError: boolean };
  form: ApplicantFormState;
  /** The application's own fields, in the grid after the applicant's. */
  children: ReactNode;
}

/** The volunteer and internship applications (SPEC §5): title, the applicant, the form's own fields, the terms and the footer. */
export function ApplicationForm({ idPrefix, title, intro, notice, terms, form, children }: ApplicationFormProps) {
  return (
    <ReadyForm onSubmit={form.onSubmit} noValidate aria-labelledby={`${idPrefix}-form-title`}>
      <HoneypotField {...form.honeypot} />
      <h2 id={`${idPrefix}-form-title`} className="pub-form-card__title">
        {title}
      </h2>
      <p className="pub-form-card__intro">{intro}</p>
      <div className="pub-form__grid">
        <ApplicantSection idPrefix={idPrefix} form={form} />
        {children}
      </div>
      <TermsSection idPrefix={idPrefix} form={form} label={terms.label} showError={terms.showError} />
      <ApplicationFormFooter form={notice} outcome={form.outcome} submitting={form.submitting} />
    </ReadyForm>
  );
}
