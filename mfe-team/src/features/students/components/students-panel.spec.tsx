import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../../testing/fake-api';
import { renderTeam, STUDENTS_PATH } from '../../../testing/render-team';
import { aStudent, studentPages } from '../../../testing/students';

const students = [
  aStudent({ name: 'Asha', age: 9, classStudying: 'Class 10', schoolName: 'Govt School Topkhana', fatherName: 'Ramesh', area: 'Topkhana Basti' }),
  aStudent({ name: 'Bunty', age: 6, classStudying: 'Class 2', schoolName: 'Model School', motherName: 'Kamla', area: 'Ambala Cantt' }),
  aStudent({ name: 'Chhavi', age: 4, classStudying: 'UKG', schoolName: 'Model School', area: 'Ambala Cantt' }),
  aStudent({ name: 'Deepak', age: null, classStudying: '', schoolName: '' }),
  aStudent({ name: 'Esha', age: 3, classStudying: 'LKG', schoolName: 'Anganwadi', area: 'Topkhana Basti' }),
];

/** The names in the table, top to bottom. */
function shownNames(): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getByRole('rowheader').textContent ?? '');
}

describe('Students list', () => {
  it('lists name, age, class and school with View and Edit for each child', async () => {
    fakeApi({ 'GET /api/team/students': studentPages(students) });
    renderTeam(STUDENTS_PATH);
    const row = await screen.findByRole('row', { name: /Bunty/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['6', 'Class 2', 'Model School', 'ViewEdit']);
    expect(within(row).getByRole('button', { name: 'View Bunty' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Bunty' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Deepak/ })).getAllByRole('cell').slice(0, 3).map((c) => c.textContent)).toEqual([
      '-',
      '-',
      '-',
    ]);
    expect(screen.getByRole('button', { name: 'Add Student' })).toBeInTheDocument();
    expect(screen.getByText('1–5 of 5 students')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Asha', 'Bunty', 'Chhavi', 'Deepak', 'Esha']);
  });

  it("searches names, parents' names, school, class and area on the server, and pages", async () => {
    const many = Array.from({ length: 30 }, (_, n) => aStudent({ name: `Kid ${String(n).padStart(2, '0')}`, schoolName: 'Govt School' }));
    const fetchMock = fakeApi({ 'GET /api/team/students': studentPages([...students, ...many]) });
    const { user } = renderTeam(STUDENTS_PATH);
    await screen.findByRole('table');
    expect(screen.getByText('1–25 of 35 students')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–35 of 35 students')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'model SCHOOL{Enter}');
    await waitFor(() => expect(shownNames()).toEqual(['Bunty', 'Chhavi']));
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/team/students?page=1&pageSize=25&sort=name&search=model+SCHOOL');
    expect(screen.getByText('1–2 of 2 students')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'kamla{Enter}');
    await waitFor(() => expect(shownNames()).toEqual(['Bunty']));

    await user.clear(search);
    await user.type(search, 'Panchkula{Enter}');
    expect(await screen.findByText('No student matches “Panchkula”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("sorts by class in school order: LKG, UKG, 'Class 2' before 'Class 10', no class last", async () => {
    fakeApi({ 'GET /api/team/students': studentPages(students) });
    const { user } = renderTeam(STUDENTS_PATH);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Class');
    await waitFor(() => expect(shownNames()).toEqual(['Esha', 'Chhavi', 'Bunty', 'Asha', 'Deepak']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    await waitFor(() => expect(shownNames()).toEqual(['Asha', 'Bunty', 'Chhavi', 'Deepak', 'Esha']));
  });

  it('says so when there are no students yet', async () => {
    fakeApi({ 'GET /api/team/students': studentPages([]) });
    renderTeam(STUDENTS_PATH);
    expect(await screen.findByText('No students yet. Use Add Student to record the first child.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of students' })).toBeNull();
  });

  it("shows 'Error fetching students' with Retry when the list cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    fakeApi({
      'GET /api/team/students': (init: RequestInit, url: string) =>
        (calls += 1) === 1 ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : studentPages(students)(init, url),
    });
    const { user } = renderTeam(STUDENTS_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching students');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Asha/ })).toBeInTheDocument();
  });

  it('treats an answer that is not a list as a failed load', async () => {
    fakeApi({ 'GET /api/team/students': { body: '<html>proxy error</html>' } });
    renderTeam(STUDENTS_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching students');
  });
});
