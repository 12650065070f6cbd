import { useState } from 'react';
import { STUDENT_SORT_DEFAULT, STUDENT_SORTS, type StudentSort, type TeamKey } from '@society/contracts';
import { Button, ErrorView, PageSpinner } from '@society/web-kit';
import { Pager, SearchBox, ToolbarSelect, useListQuery, usePage } from '@society/web-kit/staff';
import { useTeamText } from '../../../hooks/use-team-text';
import { getStudentPage, type Student } from '../api/get-students';
import { StudentDetailsDialog } from './student-details-dialog';
import { GuardianConsentDialog } from './guardian-consent-dialog';
import { StudentFormDialog } from './student-form-dialog';
import { StudentsTable } from './students-table';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'view' | 'consent'; student: Student } | null;

/** The orders the list offers (the API has more). */
const SORT_CHOICES: ReadonlyArray<readonly [StudentSort, TeamKey]> = [
  ['name', 'sortName'],
  ['class', 'sortClass'],
  ['-createdAt', 'sortRecent'],
];

const LIST_OPTIONS = { sorts: STUDENT_SORTS, defaultSort: STUDENT_SORT_DEFAULT };

/**
 * The Students section of the team dashboard: find, list, add, view and edit children's records, a page
 * at a time from the server (by name, or by class in school order); page, search and order stay in the address.
 */
export function StudentsPanel() {
  const t = useTeamText();
  const list = useListQuery(LIST_OPTIONS);
  const { data, loading, error, reload, update } = usePage(getStudentPage, list.params);
  const [dialog, setDialog] = useState<Dialog>(null);

  const students = data?.items ?? [];

  /** An added child shows at the end of this page, an edited one in place; the next load puts them in order. */
  function showSaved(student: Student) {
    update((page) =>
      page.items.some((item) => item._id === student._id)
        ? { ...page, items: page.items.map((item) => (item._id === student._id ? student : item)) }
        : { ...page, items: [...page.items, student], total: page.total + 1 },
    );
  }

  function onSaved(student: Student) {
    showSaved(student);
    setDialog(null);
  }

  return (
    <section className="team-panel" aria-labelledby="students-heading">
      <div className="team-panel__head">
        <h2 id="students-heading">{t('studentsHeading')}</h2>
        <Button onClick={() => setDialog({ kind: 'add' })}>{t('addStudent')}</Button>
      </div>

      <div className="wk-toolbar">
        <SearchBox label={t('search')} placeholder={t('searchPlaceholder')} value={list.query.search} onSearch={list.setSearch} />
        <ToolbarSelect label={t('sortBy')} value={list.query.sort as StudentSort} options={SORT_CHOICES.map(([sort, word]) => [sort, t(word)] as const)} onChange={list.setSort} />
      </div>
      {!data && loading ? <PageSpinner label={t('loadingStudents')} /> : null}
      {error ? <ErrorView message={t('fetchFailed')} onRetry={reload} /> : null}
      {data && students.length === 0 ? (
        <p className="wk-empty">
          {data.total > 0
            ? t('noStudentsOnPage')
            : list.query.search
              ? t('noStudentMatch', { search: list.query.search })
              : t('noStudents')}
        </p>
      ) : null}
      {students.length > 0 ? (
        <StudentsTable
          students={students}
          onView={(student) => setDialog({ kind: 'view', student })}
          onEdit={(student) => setDialog({ kind: 'edit', student })}
          onAddConsent={(student) => setDialog({ kind: 'consent', student })}
        />
      ) : null}
      {data && data.total > 0 ? (
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="students" busy={loading} onPage={list.setPage} onPageSize={list.setPageSize} />
      ) : null}

      {dialog?.kind === 'view' ? (
        <StudentDetailsDialog
          student={dialog.student}
          onClose={() => setDialog(null)}
          onEdit={() => setDialog({ kind: dialog.student.guardianConsent ? 'edit' : 'consent', student: dialog.student })}
          onChanged={(student) => {
            showSaved(student);
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
