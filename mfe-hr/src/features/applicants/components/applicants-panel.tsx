import { useEffect, useState } from 'react';
import { APPLICANT_SORT_DEFAULT, APPLICANT_SORTS, APPLICANT_STATUSES, GUARDIAN_CONSENT_MESSAGES, MESSAGES, ONGOING_STATUSES, type ApplicantCounts, type ApplicantSort, type ApplicantStatus, type ApplicantView } from '@society/contracts';
import { ErrorView, isApiError, PageSpinner } from '@society/web-kit';
import {
  GuardianConsentDialog,
  Pager,
  SearchBox,
  toast,
  ToolbarSelect,
  useListQuery,
  usePage,
  type ListQueryOptions,
} from '@society/web-kit/staff';
import { getApplicantPage, type Applicant } from '../api/get-applicants';
import { needsGuardianConsent, recordGuardianConsent } from '../api/guardian-consent';
import { updateApplicant } from '../api/update-applicant';
import { STATUS_LABELS } from '../utils/labels';
import { planStatusChange } from '../utils/status-change';
import { ApplicantsTable } from './applicants-table';
import { DetailsDialog } from './details-dialog';
import { EditDialog } from './edit-dialog';
import { OnboardDialog } from './onboard-dialog';
import { RejectDialog } from './reject-dialog';
import { RemarkDialog } from './remark-dialog';

export interface ApplicantsPanelProps {
  view: ApplicantView;
  /** The tabs' counts as the last page gave them. */
  onCounts: (counts: ApplicantCounts) => void;
}

type DialogKind = 'details' | 'edit' | 'reject' | 'onboard' | 'remark' | 'consent';

const TITLES: Record<ApplicantView, string> = { ongoing: 'Ongoing', volunteer: 'Volunteers', intern: 'Interns' };

const SORT_LABELS: Record<ApplicantSort, string> = {
  '-createdAt': 'Newest first',
  createdAt: 'Oldest first',
  name: 'Name A–Z',
  '-name': 'Name Z–A',
  status: 'Status A–Z',
  '-status': 'Status Z–A',
};

/** The statuses each tab can hold ('' is all of them: no status parameter). */
const VIEW_STATUSES: Record<ApplicantView, readonly ApplicantStatus[]> = { ongoing: ONGOING_STATUSES, volunteer: APPLICANT_STATUSES, intern: APPLICANT_STATUSES };

const SORT_CHOICES = APPLICANT_SORTS.map((sort) => [sort, SORT_LABELS[sort]] as const);

const statusChoices = (view: ApplicantView) => [['', 'All statuses'] as const, ...VIEW_STATUSES[view].map((status) => [status, STATUS_LABELS[status]] as const)];
const STATUS_CHOICES: Record<ApplicantView, ReturnType<typeof statusChoices>> = { ongoing: statusChoices('ongoing'), volunteer: statusChoices('volunteer'), intern: statusChoices('intern') };

function listOptions(statuses: readonly ApplicantStatus[]): ListQueryOptions<'status'> {
  return { sorts: APPLICANT_SORTS, defaultSort: APPLICANT_SORT_DEFAULT, filters: { status: { choices: ['', ...statuses], fallback: '' } } };
}

const LIST_OPTIONS: Record<ApplicantView, ListQueryOptions<'status'>> = {
  ongoing: listOptions(VIEW_STATUSES.ongoing),
  volunteer: listOptions(VIEW_STATUSES.volunteer),
  intern: listOptions(VIEW_STATUSES.intern),
};

/**
 * One applicant tab: a page of its rows from the server (searched, filtered by status, sorted; all kept in
 * the address), the status select's side effects and the applicant dialogs.
 */
export function ApplicantsPanel({ view, onCounts }: ApplicantsPanelProps) {
  const list = useListQuery(LIST_OPTIONS[view]);
  const { data, loading, error, reload, update } = usePage(getApplicantPage, { ...list.params, view });
  const [dialog, setDialog] = useState<{ kind: DialogKind; applicant: Applicant } | null>(null);
  const [savingId, setSavingId] = useState<string | null>(null);
  const rows = data?.items ?? [];
  // The freshest copy after a save (a remark just added shows in the details).
  const subject = dialog ? (rows.find((item) => item._id === dialog.applicant._id) ?? dialog.applicant) : null;
  const narrowed = list.query.search !== '' || list.query.status !== '';

  const counts = data?.counts;
  useEffect(() => {
    if (counts) onCounts(counts);
  }, [counts, onCounts]);

  /** SPEC §4: after any save the lists load again; the server's copy shows at once meanwhile. */
  function onSaved(saved: Applicant) {
    update((page) => ({ ...page, items: page.items.map((item) => (item._id === saved._id ? saved : item)) }));
    reload();
  }

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
      </div>
      <div className="wk-toolbar">
        <SearchBox label="Search" placeholder="Name, email or phone" value={list.query.search} onSearch={list.setSearch} />
        <ToolbarSelect label="Status" value={list.query.status} options={STATUS_CHOICES[view]} onChange={(status) => list.setFilter('status', status)} />
        <ToolbarSelect label="Sort" value={list.query.sort} options={SORT_CHOICES} onChange={list.setSort} />
      </div>
      {!data && loading ? <PageSpinner label="Loading applicants" /> : null}
      {error ? <ErrorView message={MESSAGES.dashboardLoadFailed} onRetry={reload} /> : null}
      {data ? (
        <ApplicantsTable
          view={view}
          rows={rows}
          empty={data.total > 0 ? 'No applicants on this page.' : narrowed ? 'No applicants match this search or status.' : undefined}
          savingId={savingId}
          onStatusChange={(applicant, next) => void changeStatus(applicant, next)}
          onView={open('details')}
          onEdit={open('edit')}
        />
      ) : null}
      {data && data.total > 0 ? (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="applicants" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} />
      ) : null}

      {dialog && subject && dialog.kind === 'details' ? (
        <DetailsDialog
          applicant={subject}
          onClose={close}
          onAddRemark={() => setDialog({ kind: 'remark', applicant: subject })}
          onEdit={() => setDialog({ kind: 'edit', applicant: subject })}
          onRecordConsent={() => setDialog({ kind: 'consent', applicant: subject })}
          onErased={() => {
            setDialog(null);
            reload();
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
