import { DEFAULT_GUARDIAN_LANGUAGE } from '@society/contracts';
import { GuardianConsentDialog as ConsentDialog } from '@society/web-kit/staff';
import { useTeamText } from '../../../hooks/use-team-text';
import type { Student } from '../api/get-students';
import { recordGuardianConsent } from '../api/guardian-consent';

export interface GuardianConsentDialogProps {
  student: Student;
  onClose: () => void;
  onSaved: (student: Student) => void;
}

/** Records the guardian's consent on an existing record: how a record from before consent records becomes editable. */
export function GuardianConsentDialog({ student, onClose, onSaved }: GuardianConsentDialogProps) {
  const t = useTeamText();
  return (
    <ConsentDialog
      title={t('consentFor', { name: student.name })}
      hasStoredForm={Boolean(student.guardianConsent?.hasSignedForm)}
      language={student.guardianConsent?.language ?? DEFAULT_GUARDIAN_LANGUAGE}
      photoConsent={student.guardianConsent?.photoConsent ?? false}
      save={(values) => recordGuardianConsent(student._id, values)}
      onSaved={onSaved}
      onClose={onClose}
      successMessage={t('consentRecorded')}
      failureMessage={t('consentFailed')}
    />
  );
}
