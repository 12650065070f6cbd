import { memo } from 'react';
import type { AttendanceMark, RegisterChild } from '@society/contracts';
import { LocalLink } from '@society/web-kit';
import { AbsenceFlag } from '../../../components/absence-flag';
import { childPath } from '../../../config/paths';
import { useTeamText } from '../../../hooks/use-team-text';
import { MarkButtons } from './mark-buttons';

export interface ChildRowProps {
  child: RegisterChild;
  mark: AttendanceMark | undefined;
  /** The day cannot be marked (read-only, or not a class day). */
  disabled: boolean;
  onMark: (studentId: string, mark: AttendanceMark) => void;
}

/** A child on the day's register: name (to their page), the absence flag with the guardian's phone, the marks. */
export const ChildRow = memo(function ChildRow({ child, mark, disabled, onMark }: ChildRowProps) {
  const t = useTeamText();
  if (!child.hasConsent) {
    return (
      <li className="team-child team-child--no-consent">
        <span className="team-child__name">{child.name}</span>
        <span className="wk-chip wk-chip--pending">{t('consentNeeded')}</span>
      </li>
    );
  }
  return (
    <li className={`team-child${child.flagged ? ' team-child--flagged' : ''}`}>
      <div className="team-child__who">
        <LocalLink className="team-child__name" to={childPath(child.studentId)}>
          {child.name}
        </LocalLink>
        {child.flagged ? <AbsenceFlag phone={child.guardianPhone} /> : null}
      </div>
      <MarkButtons name={child.name} mark={mark} disabled={disabled} onMark={(next) => onMark(child.studentId, next)} />
    </li>
  );
});
