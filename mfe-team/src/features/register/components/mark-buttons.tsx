import { useState } from 'react';
import type { AttendanceMark } from '@society/contracts';
import { useTeamText } from '../../../hooks/use-team-text';
import { MARK_WORDS } from '../../../utils/register-words';

export interface MarkButtonsProps {
  name: string;
  mark: AttendanceMark | undefined;
  disabled: boolean;
  onMark: (mark: AttendanceMark) => void;
}

const MENU_MARKS = ['late', 'excused'] as const;

/** One tap for present, one for absent; late and excused from a small menu. */
export function MarkButtons({ name, mark, disabled, onMark }: MarkButtonsProps) {
  const t = useTeamText();
  const [menuOpen, setMenuOpen] = useState(false);
  const inMenu = mark === 'late' || mark === 'excused';
  return (
    <div className="team-marks" role="group" aria-label={t('marksFor', { name })}>
      {(['present', 'absent'] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          className={`team-mark team-mark--${choice}`}
          aria-pressed={mark === choice}
          disabled={disabled}
          onClick={() => onMark(choice)}
        >
          {t(MARK_WORDS[choice])}
        </button>
      ))}
      <button type="button" className="team-mark team-mark--more" aria-pressed={inMenu} aria-expanded={menuOpen} disabled={disabled} onClick={() => setMenuOpen(!menuOpen)}>
        {inMenu ? t(MARK_WORDS[mark]) : t('moreMarks')}
      </button>
      {menuOpen ? (
        <div className="team-marks__menu">
          {MENU_MARKS.map((choice) => (
            <button
              key={choice}
              type="button"
              className="team-mark"
              aria-pressed={mark === choice}
              onClick={() => {
                onMark(choice);
                setMenuOpen(false);
              }}
            >
              {t(MARK_WORDS[choice])}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
