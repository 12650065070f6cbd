import { APPLICANT_STATUSES, type ApplicantStatus } from '@society/contracts';
import { STATUS_LABELS } from '../utils/labels';

export interface StatusSelectProps {
  name: string;
  status: ApplicantStatus;
  disabled?: boolean;
  onChange: (next: ApplicantStatus) => void;
}

/**
 * The colour-coded status of one applicant (SPEC §2); the colour only repeats the text label.
 * Controlled by the stored status, so it shows the new value only once the save went through.
 */
export function StatusSelect({ name, status, disabled, onChange }: StatusSelectProps) {
  return (
    <select
      className={`hr-status hr-status--${status}`}
      aria-label={`Status of ${name}`}
      value={status}
      disabled={disabled}
      aria-busy={disabled || undefined}
      onChange={(event) => onChange(event.target.value as ApplicantStatus)}
    >
      {APPLICANT_STATUSES.map((value) => (
        <option key={value} value={value}>
          {STATUS_LABELS[value]}
        </option>
      ))}
    </select>
  );
}
