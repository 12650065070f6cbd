import { useId, useMemo, useState } from 'react';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { TEAM_MESSAGES } from '../../../config/messages';
import { useStudents, type Student } from '../api/get-students';
import { searchStudents, sortStudents, type StudentSort } from '../utils/student-order';
import { StudentDetailsDialog } from './student-details-dialog';
import { GuardianConsentDialog } from './guardian-consent-dialog';
import { StudentFormDialog } from './student-form-dialog';
import { StudentsTable } from './students-table';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'view' | 'consent'; student: Student } | null;

/** The Students section of the team dashboard: find, list, add, view and edit children's records. */
export function StudentsPanel() {
  const { state, retry, saved } = useStudents();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<StudentSort>('name');
  const searchId = useId();
  const sortId = useId();

  const all = state.status === 'ready' ? state.data : null;
  const shown = useMemo(() => (all ? sortStudents(searchStudents(all, query), sort) : []), [all, query, sort]);

  function onSaved(student: Student) {
    saved(student);
    setDialog(null);
  }

  return (
    <section className="team-panel" aria-labelledby="students-heading">
      <div className="team-panel__head">
        <h2 id="students-heading">Students</h2>
        <Button onClick={() => setDialog({ kind: 'add' })}>Add Student</Button>
      </div>

      {state.status === 'loading' ? <PageSpinner label="Loading students" /> : null}
      {state.status === 'failed' ? <ErrorView message={TEAM_MESSAGES.fetchFailed} onRetry={retry} /> : null}
      {all ? (
        <>
          <div className="team-toolbar">
            <div className="team-toolbar__search" role="search">
              <label htmlFor={searchId}>Search</label>
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Name, parent, school or area"
                autoComplete="off"
              />
            </div>
            <div className="team-toolbar__sort">
              <label htmlFor={sortId}>Sort by</label>
              <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as StudentSort)}>
                <option value="name">Name</option>
                <option value="class">Class</option>
              </select>
            </div>
            <p className="team-toolbar__count" aria-live="polite">
              Showing {shown.length} of {all.length} {all.length === 1 ? 'student' : 'students'}
            </p>
          </div>
          {all.length === 0 ? (
            <p className="wk-empty">No students yet. Use Add Student to record the first child.</p>
          ) : shown.length === 0 ? (
            <p className="wk-empty">No student matches “{query.trim()}”.</p>
          ) : (
            <StudentsTable
              students={shown}
              onView={(student) => setDialog({ kind: 'view', student })}
              onEdit={(student) => setDialog({ kind: 'edit', student })}
              onAddConsent={(student) => setDialog({ kind: 'consent', student })}
            />
          )}
        </>
      ) : null}

      {dialog?.kind === 'view' ? (
        <StudentDetailsDialog
          student={dialog.student}
          onClose={() => setDialog(null)}
          onEdit={() => setDialog({ kind: dialog.student.guardianConsent ? 'edit' : 'consent', student: dialog.student })}
          onChanged={(student) => {
            saved(student);
            setDialog({ kind: 'view', student });
          }}
        />
      ) : null}
      {dialog?.kind === 'consent' ? <GuardianConsentDialog student={dialog.student} onClose={() => setDialog(null)} onSaved={onSaved} /> : null}
      {dialog?.kind === 'add' ? <StudentFormDialog onClose={() => setDialog(null)} onSaved={onSaved} /> : null}
      {dialog?.kind === 'edit' ? (
        <StudentFormDialog key={dialog.student._id} student={dialog.student} onClose={() => setDialog(null)} onSaved={onSaved} />
      ) : null}
    </section>
  );
}
