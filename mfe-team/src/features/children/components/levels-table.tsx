import { formatDay, type AssessmentSubject, type AssessmentView } from '@society/contracts';
import { useLocale } from '@society/web-kit';
import { useTeamText } from '../../../hooks/use-team-text';
import { levelWord, ROUND_WORDS, SUBJECT_WORDS } from '../../../utils/register-words';

/** A child's levels round by round, a small table. */
export function LevelsTable({ assessments, teachesEnglish }: { assessments: readonly AssessmentView[]; teachesEnglish: boolean }) {
  const t = useTeamText();
  const locale = useLocale();
  const subjects: AssessmentSubject[] = teachesEnglish || assessments.some((row) => row.readingEnglish) ? ['readingHindi', 'readingEnglish', 'arithmetic'] : ['readingHindi', 'arithmetic'];
  if (assessments.length === 0) return <p className="wk-empty">{t('notAssessed')}</p>;
  return (
    <div className="wk-table-wrap" role="region" aria-label={t('childLevels')} tabIndex={0}>
      <table className="wk-table team-fit">
        <thead>
          <tr>
            <th scope="col">{t('colRound')}</th>
            {subjects.map((subject) => (
              <th key={subject} scope="col">
                {t(SUBJECT_WORDS[subject])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {assessments.map((row) => (
            <tr key={`${row.academicYear}-${row.round}`}>
              <th scope="row">
                {t(ROUND_WORDS[row.round])} {row.academicYear}
                <span className="team-table__sub">{formatDay(row.assessedOn, locale)}</span>
              </th>
              {subjects.map((subject) => {
                const word = levelWord(subject, row[subject]);
                return <td key={subject}>{word ? t(word) : '-'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
