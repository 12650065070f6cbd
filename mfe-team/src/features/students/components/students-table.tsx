import { Button } from '@society/web-kit';
import { useTeamText } from '../../../hooks/use-team-text';
import type { Student } from '../api/get-students';

export interface StudentsTableProps {
  students: readonly Student[];
  onView: (student: Student) => void;
  onEdit: (student: Student) => void;
  /** A record without the guardian's consent is not edited: its only action is to record the consent. */
  onAddConsent: (student: Student) => void;
}

/** Name, age, class, school, View and Edit (SPEC §2). On a phone it scrolls inside its wrapper. */
export function StudentsTable({ students, onView, onEdit, onAddConsent }: StudentsTableProps) {
  const t = useTeamText();
  return (
    <div className="wk-table-wrap" role="region" aria-label={t('studentsTable')} tabIndex={0}>
      <table className="wk-table wk-table--one-line team-table">
        <thead>
          <tr>
            <th scope="col">{t('colName')}</th>
            <th scope="col" className="wk-table__num">
              {t('colAge')}
            </th>
            <th scope="col">{t('colClass')}</th>
            <th scope="col">{t('colSchool')}</th>
            <th scope="col" className="wk-table__actions">
              {t('colActions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student._id}>
              <th scope="row" className="team-table__name">
                {student.name}
                <ConsentMarker student={student} />
              </th>
              <td className="wk-table__num">{student.age ?? '-'}</td>
              <td>{student.classStudying || '-'}</td>
              <td className="team-table__school">{student.schoolName || '-'}</td>
              <td className="wk-table__actions">
                <Button variant="ghost" size="sm" aria-label={t('viewNamed', { name: student.name })} onClick={() => onView(student)}>
                  {t('view')}
                </Button>
                {student.consentWithdrawal ? null : student.guardianConsent ? (
                  <Button variant="secondary" size="sm" aria-label={t('editNamed', { name: student.name })} onClick={() => onEdit(student)}>
                    {t('edit')}
                  </Button>
                ) : (
                  <Button variant="secondary" size="sm" aria-label={t('addConsentFor', { name: student.name })} onClick={() => onAddConsent(student)}>
                    {t('addConsent')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Guardian consent needed' on a record from before consent records; 'Erased' once consent was withdrawn. */
export function ConsentMarker({ student }: { student: Student }) {
  const t = useTeamText();
  if (student.consentWithdrawal) return <span className="wk-chip wk-chip--cancelled team-marker">{t('erased')}</span>;
  if (!student.guardianConsent) return <span className="wk-chip wk-chip--pending team-marker">{t('consentNeeded')}</span>;
  return null;
}
