import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  FormError,
  GUARDIAN_CONSENT_FIELDS,
  GuardianConsentFields,
  Modal,
  initialGuardianConsent,
  isApiError,
  toast,
  validateGuardianConsent,
  type GuardianConsentErrors,
} from '@society/web-kit';
import { TEAM_MESSAGES } from '../../../config/messages';
import { todayInput } from '../../../utils/dates';
import type { Student } from '../api/get-students';
import { recordGuardianConsent } from '../api/guardian-consent';

export interface GuardianConsentDialogProps {
  student: Student;
  onClose: () => void;
  onSaved: (student: Student) => void;
}

/** Records the guardian's consent on an existing record: how a record from before consent records becomes editable. */
export function GuardianConsentDialog({ student, onClose, onSaved }: GuardianConsentDialogProps) {
  const formId = useId();
  const [today] = useState(todayInput);
  const [values, setValues] = useState(() => initialGuardianConsent(today));
  const [errors, setErrors] = useState<GuardianConsentErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasStoredForm = Boolean(student.guardianConsent?.hasSignedForm);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateGuardianConsent(values, today, hasStoredForm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = await recordGuardianConsent(student._id, values);
      toast.success(TEAM_MESSAGES.consentRecorded);
      onSaved(saved);
    } catch (error) {
      const fromServer: GuardianConsentErrors = {};
      for (const [field, messages] of Object.entries((isApiError(error) && error.fieldErrors) || {})) {
        const key = GUARDIAN_CONSENT_FIELDS.find((name) => name === field);
        if (key && messages[0]) fromServer[key] = messages[0];
      }
      setErrors(fromServer);
      setFailure((isApiError(error) && error.serverMessage) || TEAM_MESSAGES.consentFailed);
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      size="lg"
      title={`Guardian consent for ${student.name}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy}>
            {busy ? 'Saving...' : 'Record Consent'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="wk-form wk-form--grid team-form">
        {failure ? <FormError message={TEAM_MESSAGES.consentFailed} detail={failure === TEAM_MESSAGES.consentFailed ? undefined : failure} /> : null}
        <GuardianConsentFields idPrefix={`${formId}-consent`} values={values} errors={errors} today={today} hasStoredForm={hasStoredForm} onChange={setValues} />
      </form>
    </Modal>
  );
}
