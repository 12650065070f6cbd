import type { ReactNode } from 'react';
import type { ApplicantStatus, ApplicantType } from '@society/contracts';
import { Button, Modal } from '@society/web-kit';
import { formatDate, humanize } from '../../../utils/format';
import type { Applicant } from '../api/get-applicants';
import { AccountBox } from './account-box';
import { GuardianConsentSection } from './guardian-consent-section';
import { availabilityLabel, interestLabel, interestsOf, STATUS_LABELS, TYPE_LABELS } from '../utils/labels';

export interface DetailsDialogProps {
  applicant: Applicant;
  onClose: () => void;
  onAddRemark: () => void;
  onEdit: () => void;
  onRecordConsent: () => void;
  onErased: () => void;
}

/** Labels of the known fields, in the order HR reads them. Any other field the API adds shows too. */
const LABELS: Record<string, string> = {
  type: 'TYPE',
  name: 'NAME',
  email: 'EMAIL',
  phone: 'PHONE',
  gender: 'GENDER',
  dob: 'DATE OF BIRTH',
  interests: 'INTERESTS',
  availability: 'AVAILABILITY',
  reference: 'REFERENCE',
  experience: 'EXPERIENCE',
  course: 'COURSE',
  college: 'COLLEGE',
  duration: 'DURATION',
  agreeToTerms: 'AGREED TO TERMS',
  status: 'STATUS',
  assignedPosition: 'ASSIGNED POSITION',
  assignedTeam: 'ASSIGNED TEAM',
  interviewDate: 'INTERVIEW DATE',
  doj: 'DATE OF JOINING',
  dol: 'DATE OF LEAVING',
  createdAt: 'APPLIED ON',
};

/** Not shown (SPEC §2: version, update time and id), or shown in their own blocks below. */
const HIDDEN = new Set(['_id', '__v', 'updatedAt', 'remarks', 'rejectionReason', 'under18', 'guardian', 'guardianConsent']);
const DATES = new Set(['dob', 'interviewDate', 'doj', 'dol', 'createdAt']);

/** 'assignedTeam' → 'ASSIGNED TEAM', for a field without a label of its own. */
function labelOf(key: string): string {
  return LABELS[key] ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toUpperCase();
}

function display(key: string, value: unknown, applicant: Applicant): ReactNode {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (DATES.has(key)) return formatDate(String(value));
  switch (key) {
    case 'type':
      return TYPE_LABELS[value as ApplicantType] ?? String(value);
    case 'status':
      return STATUS_LABELS[value as ApplicantStatus] ?? String(value);
    case 'interests':
      return interestsOf(applicant).map(interestLabel).join(', ') || '-';
    case 'availability':
      return availabilityLabel(applicant.availability) || '-';
    case 'gender':
    case 'reference':
      return humanize(String(value));
    default:
      if (Array.isArray(value)) return value.map(String).join(', ') || '-';
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** Everything HR knows about one applicant, with the remarks history (SPEC §2 'Details'). */
export function DetailsDialog({ applicant, onClose, onAddRemark, onEdit, onRecordConsent, onErased }: DetailsDialogProps) {
  const known = Object.keys(LABELS).filter((key) => key in applicant);
  const extra = Object.keys(applicant).filter((key) => !(key in LABELS) && !HIDDEN.has(key));
  const keys = [...known, ...extra];
  const remarks = applicant.remarks ?? [];
  const record = applicant as unknown as Record<string, unknown>;

  return (
    <Modal
      open
      size="lg"
      title={`Details of ${applicant.name}`}
      onClose={onClose}
      footer={
        <div className="hr-actions">
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          <Button variant="secondary" onClick={onEdit}>
            Edit
          </Button>
          <Button onClick={onAddRemark}>Add Remark</Button>
        </div>
      }
    >
      {applicant.status === 'rejected' ? (
        <section className="hr-reason" aria-labelledby="hr-reason-title">
          <h3 id="hr-reason-title">Rejection Reason</h3>
          <p>{applicant.rejectionReason || '-'}</p>
        </section>
      ) : null}
      <dl className="hr-details">
        {keys.map((key) => (
          <div key={key} className="hr-details__row">
            <dt>{labelOf(key)}</dt>
            <dd>{display(key, record[key], applicant)}</dd>
          </div>
        ))}
      </dl>
      <GuardianConsentSection applicant={applicant} onRecord={onRecordConsent} onErased={onErased} />
      <AccountBox applicant={applicant} />
      <section className="hr-remarks" aria-labelledby="hr-remarks-title">
        <h3 id="hr-remarks-title">Remarks</h3>
        {remarks.length === 0 ? (
          <p className="hr-muted">No remarks yet.</p>
        ) : (
          <div className="wk-table-wrap hr-table-wrap">
            <table className="wk-table hr-table">
              <caption className="wk-visually-hidden">Remarks history, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Remark</th>
                  <th scope="col">Author</th>
                </tr>
              </thead>
              <tbody>
                {remarks.map((remark, index) => (
                  <tr key={remark._id ?? `${remark.date}-${index}`}>
                    <td className="wk-table__nowrap">{formatDate(remark.date)}</td>
                    <td className="hr-table__text">{remark.text}</td>
                    <td className="hr-table__email">{remark.author || '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Modal>
  );
}
