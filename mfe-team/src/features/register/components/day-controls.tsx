import { CLASS_DAY_KINDS, type ClassDayKind } from '@society/contracts';
import { useTeamText } from '../../../hooks/use-team-text';
import { DAY_KIND_WORDS } from '../../../utils/register-words';

export interface DayControlsProps {
  day: string;
  today: string;
  kind: ClassDayKind;
  disabled: boolean;
  onDay: (day: string) => void;
  onKind: (kind: ClassDayKind) => void;
}

/** The day shown (a past one to correct it) and what kind of day it was: class held, holiday, no class. */
export function DayControls({ day, today, kind, disabled, onDay, onKind }: DayControlsProps) {
  const t = useTeamText();
  return (
    <div className="team-day__controls">
      <div className="wk-field team-day__date">
        <label htmlFor="register-day">{t('dayLabel')}</label>
        <input id="register-day" type="date" value={day} max={today} required onChange={(event) => event.target.value && onDay(event.target.value)} />
      </div>
      <fieldset className="team-day__kind" disabled={disabled}>
        <legend>{t('dayKindLabel')}</legend>
        {CLASS_DAY_KINDS.map((choice) => (
          <label key={choice} className={`team-choice${kind === choice ? ' team-choice--on' : ''}`}>
            <input type="radio" name="day-kind" value={choice} checked={kind === choice} onChange={() => onKind(choice)} />
            {t(DAY_KIND_WORDS[choice])}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
