import { useState } from 'react';
import { academicYearOf, ASSESSMENT_ROUNDS, type AssessmentRound, type AssessmentRoundDates, type AssessmentSubject, type AssessmentView } from '@society/contracts';
import { toast } from '@society/web-kit/staff';
import { SaveStatus } from '../../../components/save-status';
import { useTeamText } from '../../../hooks/use-team-text';
import { levelWord, ROUND_WORDS, SUBJECT_WORDS } from '../../../utils/register-words';
import { saveAssessment } from '../api/save-assessment';
import { currentRound } from '../utils/current-round';
import { LevelPicker } from './level-picker';

export interface AssessmentEntryProps {
  studentId: string;
  teachesEnglish: boolean;
  rounds: readonly AssessmentRoundDates[];
  today: string;
  /** The child's assessments as the server has them (none offline): a round's levels show as chosen. */
  recorded: readonly AssessmentView[];
}

/** Recording a child's levels: the round preselected from its dates, then one tap per subject (saved at once). */
export function AssessmentEntry({ studentId, teachesEnglish, rounds, today, recorded }: AssessmentEntryProps) {
  const t = useTeamText();
  const [round, setRound] = useState<AssessmentRound>(() => currentRound(rounds, today));
  const [chosen, setChosen] = useState<Partial<Record<AssessmentSubject, string>>>({});
  const [last, setLast] = useState<{ subject: AssessmentSubject; level: string; recordId: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const subjects: AssessmentSubject[] = teachesEnglish ? ['readingHindi', 'readingEnglish', 'arithmetic'] : ['readingHindi', 'arithmetic'];
  const before = recorded.find((row) => row.academicYear === academicYearOf(today) && row.round === round);

  async function pick(subject: AssessmentSubject, level: string) {
    setBusy(true);
    try {
      const recordId = await saveAssessment({ studentId, academicYear: academicYearOf(today), round, assessedOn: today, subject, level });
      setChosen((current) => ({ ...current, [subject]: level }));
      setLast({ subject, level, recordId });
    } catch {
      toast.error(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  const lastWord = last ? levelWord(last.subject, last.level) : null;
  return (
    <section className="team-card wk-card" aria-labelledby="assess-heading">
      <h3 id="assess-heading">{t('assessHeading')}</h3>
      <div className="wk-field">
        <label htmlFor="assess-round">{t('assessRound')}</label>
        <select
          id="assess-round"
          value={round}
          onChange={(event) => {
            setRound(event.target.value as AssessmentRound);
            setChosen({});
            setLast(null);
          }}
        >
          {ASSESSMENT_ROUNDS.map((choice) => (
            <option key={choice} value={choice}>
              {t(ROUND_WORDS[choice])}
            </option>
          ))}
        </select>
      </div>
      <p className="team-hint">{t('assessHint')}</p>
      {subjects.map((subject) => (
        <LevelPicker key={subject} subject={subject} chosen={chosen[subject] ?? before?.[subject] ?? undefined} disabled={busy} onPick={(level) => void pick(subject, level)} />
      ))}
      {last && lastWord ? (
        <>
          <p className="team-hint">{t('levelSaved', { subject: t(SUBJECT_WORDS[last.subject]), level: t(lastWord) })}</p>
          <SaveStatus recordId={last.recordId} />
        </>
      ) : null}
    </section>
  );
}
