import type { ApplicantStatus, ApplicantView } from '@society/contracts';
import { Button, EmptyState } from '@society/web-kit';
import { formatDate } from '../../../utils/format';
import type { Applicant } from '../api/get-applicants';
import { StatusSelect } from './status-select';
import { TypeBadge } from './type-badge';
import { needsGuardianConsent } from '../api/guardian-consent';

export interface ApplicantsTableProps {
  view: ApplicantView;
  rows: Applicant[];
  /** What an empty table says instead of the tab's own 'none yet' (a search that matched nothing). */
  empty?: string;
  /** The applicant whose status is being saved (its select is disabled meanwhile). */
  savingId: string | null;
  onStatusChange: (applicant: Applicant, next: ApplicantStatus) => void;
  onView: (applicant: Applicant) => void;
  onEdit: (applicant: Applicant) => void;
}

const CAPTIONS: Record<ApplicantView, string> = {
  ongoing: 'Ongoing applications: pending, interview and onboarded',
  volunteer: 'Volunteers',
  intern: 'Interns',
};

const EMPTY: Record<ApplicantView, string> = {
  ongoing: 'No ongoing applications.',
  volunteer: 'No volunteers yet.',
  intern: 'No interns yet.',
};

/** Ongoing: type, name, email, applied on. Volunteers and Interns: name, email, phone. */
export function ApplicantsTable({ view, rows, empty, savingId, onStatusChange, onView, onEdit }: ApplicantsTableProps) {
  if (rows.length === 0) return <EmptyState>{empty ?? EMPTY[view]}</EmptyState>;
  const ongoing = view === 'ongoing';
  return (
    <div className="wk-table-wrap hr-table-wrap">
      <table className="wk-table hr-table">
        <caption className="wk-visually-hidden">{CAPTIONS[view]}</caption>
        <thead>
          <tr>
            {ongoing ? <th scope="col">Type</th> : null}
            <th scope="col" className="hr-table__name">
              Name
            </th>
            <th scope="col">Email</th>
            {ongoing ? <th scope="col">Applied On</th> : <th scope="col">Phone</th>}
            <th scope="col">Status</th>
            <th scope="col" className="wk-table__actions-head">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((applicant) => (
            <tr key={applicant._id}>
              {ongoing ? (
                <td>
                  <TypeBadge type={applicant.type} />
                </td>
              ) : null}
              <td className="wk-table__strong hr-table__name">
                {applicant.name}
                {needsGuardianConsent(applicant) ? <span className="wk-chip wk-chip--pending hr-marker">Under 18: guardian consent needed</span> : null}
              </td>
              <td className="hr-table__email">{applicant.email}</td>
              {ongoing ? (
                <td className="wk-table__nowrap">{formatDate(applicant.createdAt)}</td>
              ) : (
                <td className="wk-table__nowrap">{applicant.phone || '-'}</td>
              )}
              <td>
                <StatusSelect
                  name={applicant.name}
                  status={applicant.status}
                  disabled={savingId === applicant._id}
                  onChange={(next) => onStatusChange(applicant, next)}
                />
              </td>
              <td className="wk-table__actions">
                <Button variant="secondary" size="sm" onClick={() => onView(applicant)} aria-label={`View details of ${applicant.name}`}>
                  View Details
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onEdit(applicant)} aria-label={`Edit ${applicant.name}`}>
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
