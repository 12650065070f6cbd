import { useState } from 'react';
import type { ApplicantStatus } from '@society/contracts';
import { GUARDIAN_CONSENT_MESSAGES } from '@society/contracts';
import { GuardianConsentDialog, isApiError, toast } from '@society/web-kit';
import type { Applicant } from '../api/get-applicants';
import { needsGuardianConsent, recordGuardianConsent } from '../api/guardian-consent';
import { updateApplicant } from '../api/update-applicant';
import { STATUS_LABELS } from '../utils/labels';
import { planStatusChange } from '../utils/status-change';
import { applicantsFor, type ApplicantView } from '../utils/views';
import { ApplicantsTable } from './applicants-table';
import { DetailsDialog } from './details-dialog';
import { EditDialog } from './edit-dialog';
import { OnboardDialog } from './onboard-dialog';
import { RejectDialog } from './reject-dialog';
import { RemarkDialog } from './remark-dialog';

export interface ApplicantsPanelProps {
  view: ApplicantView;
  /** Every applicant; the panel shows the view's rows and finds dialog subjects among all. */
  applicants: Applicant[];
  /** Reloads all lists (SPEC §4: after any save); `saved`, the server's copy, shows at once. */
  onSaved: (saved?: Applicant) => void;
}

type DialogKind = 'details' | 'edit' | 'reject' | 'onboard' | 'remark' | 'consent';

const TITLES: Record<ApplicantView, string> = { ongoing: 'Ongoing', volunteer: 'Volunteers', intern: 'Interns' };

/** One applicant tab: its table, the status select's side effects and the applicant dialogs. */
export function ApplicantsPanel({ view, applicants, onSaved }: ApplicantsPanelProps) {
  const [dialog, setDialog] = useState<{ kind: DialogKind; applicant: Applicant } | null>(null);
  const [savingId, setSavingId] = useState<string | null>(null);
  const rows = applicantsFor(view, applicants);
  // The freshest copy after a reload (a remark just added shows in the details).
  const subject = dialog ? (applicants.find((item) => item._id === dialog.applicant._id) ?? dialog.applicant) : null;

  const open = (kind: DialogKind) => (applicant: Applicant) => setDialog({ kind, applicant });
  const close = () => setDialog(null);
  const saved = (next: DialogKind | null) => (applicant: Applicant) => {
    setDialog(next && dialog ? { kind: next, applicant: dialog.applicant } : null);
    onSaved(applicant);
  };

  async function changeStatus(applicant: Applicant, next: ApplicantStatus) {
    // Under 18 without the guardian's consent: only Pending or Rejected; HR records the consent first.
    if (needsGuardianConsent(applicant) && next !== 'pending' && next !== 'rejected') {
      toast.error(GUARDIAN_CONSENT_MESSAGES.minorNeedsConsent);
      setDialog({ kind: 'consent', applicant });
      return;
    }
    const plan = planStatusChange(applicant, next);
    if ('dialog' in plan) {
      setDialog({ kind: plan.dialog, applicant });
      return;
    }
    setSavingId(applicant._id);
    let updated: Applicant;
    try {
      updated = await updateApplicant(applicant._id, plan.save);
    } catch (error) {
      // A refusal the server explains (409: the guardian's consent is needed) says why; anything else, SPEC §8's words.
      toast.error(isApiError(error) && error.status === 409 && error.serverMessage ? error.serverMessage : 'Error updating applicant status');
      return;
    } finally {
      setSavingId(null);
    }
    toast.success(`${applicant.name}: ${STATUS_LABELS[next]}`);
    // Same render as the select's re-enabling: it shows the new status, not the old one.
    onSaved(updated);
  }

  return (
    <section className="hr-panel" aria-labelledby={`hr-${view}-title`}>
      <div className="hr-panel__head">
        <h2 id={`hr-${view}-title`}>{TITLES[view]}</h2>
        <p className="hr-muted">
          {rows.length} {rows.length === 1 ? 'applicant' : 'applicants'}
        </p>
      </div>
      <ApplicantsTable
        view={view}
        rows={rows}
        savingId={savingId}
        onStatusChange={(applicant, next) => void changeStatus(applicant, next)}
        onView={open('details')}
        onEdit={open('edit')}
      />

      {dialog && subject && dialog.kind === 'details' ? (
        <DetailsDialog
          applicant={subject}
          onClose={close}
          onAddRemark={() => setDialog({ kind: 'remark', applicant: subject })}
          onEdit={() => setDialog({ kind: 'edit', applicant: subject })}
          onRecordConsent={() => setDialog({ kind: 'consent', applicant: subject })}
          onErased={() => {
            setDialog(null);
            onSaved();
          }}
        />
      ) : null}
      {dialog && subject && dialog.kind === 'remark' ? (
        <RemarkDialog applicant={subject} onClose={() => setDialog({ kind: 'details', applicant: subject })} onSaved={saved('details')} />
      ) : null}
      {dialog && subject && dialog.kind === 'consent' ? (
        <GuardianConsentDialog
          title={`Guardian consent for ${subject.name}`}
          named={subject.guardian}
          hasStoredForm={Boolean(subject.guardianConsent?.hasSignedForm)}
          save={(values) => recordGuardianConsent(subject._id, values)}
          onSaved={saved('details')}
          onClose={() => setDialog({ kind: 'details', applicant: subject })}
          successMessage="Guardian's consent recorded"
          failureMessage="The guardian's consent could not be saved"
        />
      ) : null}
      {dialog && subject && dialog.kind === 'edit' ? <EditDialog applicant={subject} onClose={close} onSaved={saved(null)} /> : null}
      {dialog && subject && dialog.kind === 'reject' ? <RejectDialog applicant={subject} onClose={close} onSaved={saved(null)} /> : null}
      {dialog && subject && dialog.kind === 'onboard' ? <OnboardDialog applicant={subject} onClose={close} onSaved={saved(null)} /> : null}
    </section>
  );
}
