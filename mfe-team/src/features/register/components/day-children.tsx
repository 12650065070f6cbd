import { useState } from 'react';
import type { AssessmentSubject, AttendanceMark, RegisterChild } from '@society/contracts';
import { useTeamText } from '../../../hooks/use-team-text';
import { levelWord, SUBJECT_WORDS } from '../../../utils/register-words';
import type { DayMarks } from '../utils/day-marks';
import { groupByLevel } from '../utils/level-groups';
import { ChildRow } from './child-row';

export interface DayChildrenProps {
  children: readonly RegisterChild[];
  teachesEnglish: boolean;
  marks: DayMarks;
  disabled: boolean;
  onMark: (studentId: string, mark: AttendanceMark) => void;
}

/** The day's children, in one list or grouped by their latest level in a subject. */
export function DayChildren({ children, teachesEnglish, marks, disabled, onMark }: DayChildrenProps) {
  const t = useTeamText();
  const [subject, setSubject] = useState<AssessmentSubject | ''>('');
  const subjects: AssessmentSubject[] = teachesEnglish ? ['readingHindi', 'readingEnglish', 'arithmetic'] : ['readingHindi', 'arithmetic'];
  const groups = subject ? groupByLevel(children, subject) : [{ level: null, children: [...children] }];
  const rows = (list: readonly RegisterChild[]) => (
    <ul className="team-children">
      {list.map((child) => (
        <ChildRow key={child.studentId} child={child} mark={marks[child.studentId]} disabled={disabled} onMark={onMark} />
      ))}
    </ul>
  );
  return (
    <div className="team-day__children">
      <div className="wk-field team-day__group">
        <label htmlFor="group-by">{t('groupBy')}</label>
        <select id="group-by" value={subject} onChange={(event) => setSubject(event.target.value as AssessmentSubject | '')}>
          <option value="">{t('groupNone')}</option>
          {subjects.map((choice) => (
            <option key={choice} value={choice}>
              {t(SUBJECT_WORDS[choice])}
            </option>
          ))}
        </select>
      </div>
      {subject
        ? groups.map((group) => {
            const word = levelWord(subject, group.level);
            return (
              <section key={group.level ?? 'none'} className="team-level-group" aria-label={word ? t(word) : t('notAssessed')}>
                <h3>
                  {word ? t(word) : t('notAssessed')} ({group.children.length})
                </h3>
                {rows(group.children)}
              </section>
            );
          })
        : rows(children)}
    </div>
  );
}
