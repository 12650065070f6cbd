import { useEffect, useRef, useState } from 'react';
import { GUARDIAN_CONSENT_MESSAGES, formatDateTime, formatDay, guardianConsentText, type Locale, type TEAM_EN, type Translate } from '@society/contracts';
import { Button, Modal, isApiError, useLocale, useText } from '@society/web-kit';
import { CONSENT_METHOD_WORDS, DetailList, GUARDIAN_ID_DOCUMENT_WORDS, GUARDIAN_LANGUAGE_WORDS, GUARDIAN_RELATION_WORDS, toast } from '@society/web-kit/staff';
import { useTeamText } from '../../../hooks/use-team-text';
import { groupAadhaar } from '../../../utils/aadhaar';
import type { Student } from '../api/get-students';
import { downloadConsentForm, withdrawGuardianConsent } from '../api/guardian-consent';
import { revealAadhaar } from '../api/reveal-aadhaar';
import { GENDER_WORDS } from './labels';
import { ConsentMarker } from './students-table';

/** A day or an instant in the page's language ('9 August 2015' / '9 अगस्त 2015'), '' when there is none. */
const dayIn = (locale: Locale) => (value: string | null | undefined) => (value ? formatDay(value, locale) : '');

export interface StudentDetailsDialogProps {
  student: Student;
  onClose: () => void;
  onEdit: () => void;
  /** The record changed here (consent withdrawn). */
  onChanged: (student: Student) => void;
}

/** A child's whole record, read-only (SPEC §2), with the Aadhaar number masked and the guardian's consent. */
export function StudentDetailsDialog({ student, onClose, onEdit, onChanged }: StudentDetailsDialogProps) {
  const t = useTeamText();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const erased = student.consentWithdrawal;
  if (confirming) {
    const done = (reduced: Student) => {
      setConfirming(false);
      onChanged(reduced);
    };
    return <WithdrawConsentDialog student={student} onCancel={() => setConfirming(false)} onWithdrawn={done} />;
  }
  return (
    <Modal
      open
      size="md"
      title={t('studentDetails')}
      onClose={onClose}
      footer={
        <>
          {student.guardianConsent ? (
            <Button variant="danger" className="team-withdraw" onClick={() => setConfirming(true)}>
              {t('withdrawConsent')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onClose}>
            {t('close')}
          </Button>
          {erased ? null : <Button onClick={onEdit}>{student.guardianConsent ? t('edit') : t('addConsent')}</Button>}
        </>
      }
    >
      {erased ? (
        <DetailList
          items={[
            [t('detailRecord'), <ConsentMarker key="marker" student={student} />],
            [t('detailWithdrawn'), formatDateTime(erased.withdrawnAt, locale)],
            [t('detailRecordedBy'), erased.recordedBy],
            [t('detailKept'), erased.kept],
          ]}
        />
      ) : (
        <>
          <DetailList items={detailItems(student, t, dayIn(locale))} />
          <GuardianConsentDetails student={student} />
        </>
      )}
    </Modal>
  );
}

function detailItems(student: Student, t: Translate<typeof TEAM_EN>, formatDate: (value: string | null | undefined) => string) {
  return [
          [t('colName'), student.name],
          [t('fieldGender'), student.gender ? t(GENDER_WORDS[student.gender]) : ''],
          [t('fieldFather'), student.fatherName],
          [t('fieldMother'), student.motherName],
          [t('fieldDob'), formatDate(student.dob)],
          [t('colAge'), student.age ?? ''],
          [t('fieldContact'), student.contactNumber],
          [t('fieldArea'), student.area],
          [t('fieldAddress'), student.address],
          [t('fieldSchool'), student.schoolName],
          [t('fieldClass'), student.classStudying],
          [t('fieldAdmitted'), student.admittedInSchool ? t('yes') : t('no')],
          [t('fieldAdmission'), formatDate(student.admissionDate)],
          [t('fieldEnd'), formatDate(student.endDate)],
          [t('fieldAadhaar'), student.aadharMasked ? <AadhaarReveal student={student} /> : ''],
  ] as Array<[string, React.ReactNode]>;
}

/** Who gave consent, how the society verified them, when and who recorded it; the signed form on request. */
function GuardianConsentDetails({ student }: { student: Student }) {
  const t = useTeamText();
  const words = useText(guardianConsentText);
  const formatDate = dayIn(useLocale());
  const consent = student.guardianConsent;
  const [problem, setProblem] = useState('');
  if (!consent) {
    return (
      <section className="team-consent" aria-label={t('guardianConsent')}>
        <h3>{t('guardianConsent')}</h3>
        <p>
          <ConsentMarker student={student} /> {t('consentBefore')}
        </p>
      </section>
    );
  }
  async function download() {
    setProblem('');
    try {
      await downloadConsentForm(student._id);
    } catch (error) {
      setProblem((isApiError(error) && error.serverMessage) || t('formFailed'));
    }
  }
  const verification =
    consent.method === 'in-person' && consent.idDocumentSeen ? `${words(CONSENT_METHOD_WORDS[consent.method])}: ${words(GUARDIAN_ID_DOCUMENT_WORDS[consent.idDocumentSeen])}` : words(CONSENT_METHOD_WORDS[consent.method]);
  return (
    <section className="team-consent" aria-label={t('guardianConsent')}>
      <h3>{t('guardianConsent')}</h3>
      <DetailList
        items={[
          [t('givenBy'), `${consent.guardianName} (${words(GUARDIAN_RELATION_WORDS[consent.relation])})`],
          [t('fieldPhone'), consent.phone],
          [t('verified'), verification],
          [t('consentOn'), formatDate(consent.consentDate)],
          [words('letterLanguage'), words(GUARDIAN_LANGUAGE_WORDS[consent.language])],
          [t('detailRecordedBy'), `${consent.recordedBy}, ${formatDate(consent.recordedAt)}`],
          [
            t('signedForm'),
            consent.hasSignedForm ? (
              <Button variant="secondary" size="sm" onClick={() => void download()}>
                {t('downloadSignedForm')}
              </Button>
            ) : (
              t('noSignedForm')
            ),
          ],
        ]}
      />
      {problem ? (
        <p className="team-inline-error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

/** The confirmation before erasing: what happens, in words, and a button that says it. */
function WithdrawConsentDialog({ student, onCancel, onWithdrawn }: { student: Student; onCancel: () => void; onWithdrawn: (student: Student) => void }) {
  const t = useTeamText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  async function withdraw() {
    setBusy(true);
    setProblem('');
    try {
      const reduced = await withdrawGuardianConsent(student._id);
      toast.success(t('withdrawn'));
      onWithdrawn(reduced);
    } catch (error) {
      setProblem((isApiError(error) && error.serverMessage) || t('withdrawFailed'));
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      size="sm"
      title={t('withdrawTitle')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button variant="danger" disabled={busy} aria-busy={busy} onClick={() => void withdraw()}>
            {busy ? t('erasing') : t('withdrawErase')}
          </Button>
        </>
      }
    >
      <p>
        <strong>{student.name}</strong>: {GUARDIAN_CONSENT_MESSAGES.withdrawConfirm}
      </p>
      <p className="team-note">{t('withdrawNote')}</p>
      {problem ? (
        <p className="team-inline-error" role="alert">
          {problem}
        </p>
      ) : null}
    </Modal>
  );
}

/**
 * The masked number and a Reveal button. The full number lives only in this component's state:
 * never in a store, browser storage or the list, and gone when the dialog closes.
 */
function AadhaarReveal({ student }: { student: Student }) {
  const t = useTeamText();
  const [full, setFull] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function reveal() {
    setBusy(true);
    setProblem('');
    try {
      const number = await revealAadhaar(student._id);
      // A reply that comes after the dialog closed is dropped, not kept anywhere.
      if (mounted.current) setFull(number);
    } catch (error) {
      if (mounted.current) setProblem((isApiError(error) && error.serverMessage) || t('revealFailed'));
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  return (
    <div className="team-aadhaar-view">
      <div className="team-aadhaar-view__line">
        <span className="team-mono" aria-live="polite">
          {full ? groupAadhaar(full.replace(/\D/g, '')) : student.aadharMasked}
        </span>
        {full ? (
          <Button variant="ghost" size="sm" onClick={() => setFull(null)}>
            {t('hide')}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" disabled={busy} aria-busy={busy} onClick={() => void reveal()}>
            {busy ? t('revealing') : t('reveal')}
          </Button>
        )}
      </div>
      {problem ? (
        <p className="team-inline-error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="team-note">{t('revealNote')}</p>
    </div>
  );
}
