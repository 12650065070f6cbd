import { useState } from 'react';
import { CONSENT_METHODS, GUARDIAN_CONSENT_MESSAGES, GUARDIAN_ID_DOCUMENTS, GUARDIAN_RELATIONS } from '@society/contracts';
import { Button, Modal, isApiError } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { formatDate } from '../../../utils/format';
import type { Applicant } from '../api/get-applicants';
import { downloadConsentForm, needsGuardianConsent, withdrawGuardianConsent } from '../api/guardian-consent';

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string | null | undefined) =>
  options.find((option) => option.value === value)?.label ?? value ?? '';

export interface GuardianConsentSectionProps {
  applicant: Applicant;
  onRecord: () => void;
  /** The applicant was erased after the guardian withdrew consent. */
  onErased: () => void;
}

/** An applicant under 18: the guardian they named, the consent HR verified, the signed form, and withdrawal. */
export function GuardianConsentSection({ applicant, onRecord, onErased }: GuardianConsentSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const consent = applicant.guardianConsent;
  if (!applicant.under18 && !consent && !applicant.guardian) return null;

  async function run(task: () => Promise<unknown>, fallback: string) {
    setBusy(true);
    setProblem('');
    try {
      await task();
      return true;
    } catch (error) {
      setProblem((isApiError(error) && error.serverMessage) || fallback);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function withdraw() {
    if (await run(() => withdrawGuardianConsent(applicant._id), 'The consent could not be withdrawn. Please try again.')) {
      toast.success(GUARDIAN_CONSENT_MESSAGES.applicantWithdrawn);
      onErased();
    }
  }

  return (
    <section className="hr-consent" aria-labelledby="hr-consent-title">
      <h3 id="hr-consent-title">Guardian consent (under 18)</h3>
      {applicant.guardian ? (
        <p>
          Named on the form: <strong>{applicant.guardian.name}</strong> ({labelOf(GUARDIAN_RELATIONS, applicant.guardian.relation)}), {applicant.guardian.phone}
        </p>
      ) : null}
      {consent ? (
        <dl className="hr-details">
          <div className="hr-details__row">
            <dt>GIVEN BY</dt>
            <dd>
              {consent.guardianName} ({labelOf(GUARDIAN_RELATIONS, consent.relation)}), {consent.phone}
            </dd>
          </div>
          <div className="hr-details__row">
            <dt>VERIFIED</dt>
            <dd>
              {labelOf(CONSENT_METHODS, consent.method)}
              {consent.idDocumentSeen ? `: ${labelOf(GUARDIAN_ID_DOCUMENTS, consent.idDocumentSeen)}` : ''}, on {formatDate(consent.consentDate)}
            </dd>
          </div>
          <div className="hr-details__row">
            <dt>RECORDED BY</dt>
            <dd>
              {consent.recordedBy}, {formatDate(consent.recordedAt)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="wk-chip wk-chip--pending">{needsGuardianConsent(applicant) ? 'Consent needed before moving past Pending' : 'No consent on record'}</p>
      )}
      <div className="hr-actions">
        <Button variant="secondary" size="sm" onClick={onRecord}>
          {consent ? 'Change consent' : 'Record consent'}
        </Button>
        {consent?.hasSignedForm ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run(() => downloadConsentForm(applicant._id), 'The signed form could not be downloaded.')}>
            Download signed form
          </Button>
        ) : null}
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          Withdraw consent
        </Button>
      </div>
      {problem ? (
        <p className="hr-error" role="alert">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <Modal
          open
          size="sm"
          title="Withdraw guardian consent?"
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button variant="danger" disabled={busy} aria-busy={busy} onClick={() => void withdraw()}>
                {busy ? 'Erasing...' : 'Withdraw and erase'}
              </Button>
            </>
          }
        >
          <p>
            <strong>{applicant.name}</strong>: the application, the signed form and any volunteer account are erased now and cannot be brought back. The
            activity log keeps only that an application was erased, by whom and when.
          </p>
          {problem ? (
            <p className="hr-error" role="alert">
              {problem}
            </p>
          ) : null}
        </Modal>
      ) : null}
    </section>
  );
}
