import { Button } from '@society/web-kit';
import type { Student } from '../api/get-students';

export interface StudentsTableProps {
  students: readonly Student[];
  onView: (student: Student) => void;
  onEdit: (student: Student) => void;
}

/** Name, age, class, school, View and Edit (SPEC §2). On a phone it scrolls inside its wrapper. */
export function StudentsTable({ students, onView, onEdit }: StudentsTableProps) {
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
              </th>
              <td className="wk-table__num">{student.age ?? '-'}</td>
              <td>{student.classStudying || '-'}</td>
              <td className="team-table__school">{student.schoolName || '-'}</td>
              <td className="wk-table__actions">
                <Button variant="ghost" size="sm" aria-label={`View ${student.name}`} onClick={() => onView(student)}>
                  View
                </Button>
                <Button variant="secondary" size="sm" aria-label={`Edit ${student.name}`} onClick={() => onEdit(student)}>
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
