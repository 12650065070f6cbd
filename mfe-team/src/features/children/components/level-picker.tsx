import { ARITHMETIC_LEVELS, READING_LEVELS, type AssessmentSubject } from '@society/contracts';
import { useTeamText } from '../../../hooks/use-team-text';
import { levelWord, SUBJECT_WORDS } from '../../../utils/register-words';

export interface LevelPickerProps {
  subject: AssessmentSubject;
  chosen: string | undefined;
  disabled: boolean;
  onPick: (level: string) => void;
}

/** A subject's ASER levels, lowest first, as one row of big buttons: one tap picks (and saves) one. */
export function LevelPicker({ subject, chosen, disabled, onPick }: LevelPickerProps) {
  const t = useTeamText();
  const levels: readonly string[] = subject === 'arithmetic' ? ARITHMETIC_LEVELS : READING_LEVELS;
  return (
    <fieldset className="team-levels" disabled={disabled}>
      <legend>{t(SUBJECT_WORDS[subject])}</legend>
      {levels.map((level) => {
        const word = levelWord(subject, level);
        return (
          <button key={level} type="button" className="team-mark team-level" aria-pressed={chosen === level} onClick={() => onPick(level)}>
            {word ? t(word) : level}
          </button>
        );
      })}
    </fieldset>
  );
}
