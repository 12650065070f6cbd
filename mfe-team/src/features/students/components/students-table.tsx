import { Button } from '@society/web-kit';
import { TEAM_MESSAGES } from '../../../config/messages';
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
  return (
    <div className="wk-table-wrap" role="region" aria-label="Students table" tabIndex={0}>
      <table className="wk-table wk-table--one-line team-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col" className="wk-table__num">
              Age
            </th>
            <th scope="col">Class</th>
            <th scope="col">School</th>
            <th scope="col" className="wk-table__actions">
              Actions
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
                <Button variant="ghost" size="sm" aria-label={`View ${student.name}`} onClick={() => onView(student)}>
                  View
                </Button>
                {student.consentWithdrawal ? null : student.guardianConsent ? (
                  <Button variant="secondary" size="sm" aria-label={`Edit ${student.name}`} onClick={() => onEdit(student)}>
                    Edit
                  </Button>
                ) : (
                  <Button variant="secondary" size="sm" aria-label={`Add guardian consent for ${student.name}`} onClick={() => onAddConsent(student)}>
                    Add consent
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
  if (student.consentWithdrawal) return <span className="wk-chip wk-chip--cancelled team-marker">Erased: consent withdrawn</span>;
  if (!student.guardianConsent) return <span className="wk-chip wk-chip--pending team-marker">{TEAM_MESSAGES.consentNeeded}</span>;
  return null;
}
