import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { guardianConsentText, todayInIndia, type GuardianLanguage } from '@society/contracts';
// Part of '@society/web-kit/staff': the web kit itself is imported by its name, so a federated page
// uses the one shared copy (its ApiError, its Modal) rather than a second one.
import { Button, isApiError, Modal } from '@society/web-kit';
import { useText } from '../i18n/i18n';
import { FormError } from '../ui/form-error';
import { GuardianConsentFields } from './guardian-consent-fields';
import {
  GUARDIAN_CONSENT_FIELDS,
  initialGuardianConsent,
  validateGuardianConsent,
  type GuardianConsentErrors,
  type GuardianConsentValues,
} from './guardian-consent-form';

export interface GuardianConsentDialogProps<T> {
  title: string;
  /** The guardian the person named, to start from (an applicant's form). */
  named?: { name: string; relation: string; phone: string } | null;
  /** A signed form is already on record: choosing no new file keeps it. */
  hasStoredForm?: boolean;
  /** Asks the language for letters, starting from this one (the team's children); HR's applicants are not asked. */
  language?: GuardianLanguage;
  /** Asks whether photos of the child may be published, starting from this answer (the team's children). */
  photoConsent?: boolean;
  /** Sends the consent; resolves with the saved record. */
  save: (values: GuardianConsentValues) => Promise<T>;
  onSaved: (saved: T) => void;
  onClose: () => void;
  successMessage: string;
  failureMessage: string;
}

/** Records a guardian's consent on an existing record (a team's student, an HR applicant under 18). */
export function GuardianConsentDialog<T>({ title, named, hasStoredForm = false, language, photoConsent, save, onSaved, onClose, successMessage, failureMessage }: GuardianConsentDialogProps<T>) {
  const t = useText(guardianConsentText);
  const formId = useId();
  const [today] = useState(() => todayInIndia());
  const [values, setValues] = useState(() => initialGuardianConsent(today, named, language ?? '', photoConsent ?? null));
  const [errors, setErrors] = useState<GuardianConsentErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateGuardianConsent(values, today, hasStoredForm, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await save(values);
      toast.success(successMessage);
      onSaved(saved);
    } catch (error) {
      const fromServer: GuardianConsentErrors = {};
      for (const [field, messages] of Object.entries((isApiError(error) && error.fieldErrors) || {})) {
        const key = GUARDIAN_CONSENT_FIELDS.find((name) => name === field);
        if (key && messages[0]) fromServer[key] = messages[0];
      }
      setErrors(fromServer);
      setFailure((isApiError(error) && error.serverMessage) || '');
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      size="lg"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {busy ? t('saving') : t('recordConsent')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="wk-form wk-form--grid">
        {failure !== null ? <FormError message={failureMessage} detail={failure || undefined} /> : null}
        <GuardianConsentFields idPrefix={`${formId}-consent`} values={values} errors={errors} today={today} hasStoredForm={hasStoredForm} onChange={setValues} />
      </form>
    </Modal>
  );
}
