import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, AuditPage } from '@society/contracts';
import { mockApi, requestsTo } from '../../../testing/api-mock';
import { serveFiles, watchDownloads } from '../../../testing/downloads';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';

const ACTIVITY = 'GET /api/admin/activity';

const roleChange: AuditEntry = {
  _id: 'e1',
  at: '2026-11-26T04:57:00.000Z',
  actorId: 'a1',
  actorEmail: 'meena@society.local',
  actorRole: 'admin',
  address: '203.0.113.10',
  kind: 'user',
  action: 'update',
  recordId: 'u1',
  recordLabel: 'clerk@society.local',
  changes: [
    { field: 'role', before: 'user', after: 'hr' },
    { field: 'phone', before: null, after: '98765 43210' },
  ],
};

const failedLogin: AuditEntry = {
  _id: 'e2',
  at: '2026-11-25T18:40:00.000Z',
  actorId: null,
  actorEmail: 'someone@example.org',
  actorRole: null,
  address: '198.51.100.7',
  kind: 'login',
  action: 'login-failed',
  recordId: null,
  recordLabel: 'someone@example.org',
  changes: [],
};

const reveal: AuditEntry = { ...failedLogin, _id: 'e3', actorId: 't1', actorEmail: 'ravi@society.local', actorRole: 'team', kind: 'student', action: 'reveal-aadhaar', recordId: 's1', recordLabel: 'Asha' };

const page = (items: AuditEntry[], total: number, number = 1): { body: AuditPage } => ({ body: { items, total, page: number, pageSize: 25 } });

describe('Activity tab', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows who changed what, when and from where, newest first, a page at a time from the server', async () => {
    const fetchMock = mockApi({
      ...dashboardRoutes(),
      [`${ACTIVITY}?page=1&pageSize=25`]: page([roleChange, failedLogin], 27),
      [`${ACTIVITY}?page=2&pageSize=25`]: page([reveal], 27, 2),
    });
    const { user } = renderAdmin({ tab: 'activity' });

    const table = await screen.findByRole('table');
    const [header, first, second] = within(table).getAllByRole('row');
    expect(within(header).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Person', 'Record', 'Action', 'Changes']);
    // Times in India: 04:57 UTC is 10:27 am.
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '26 Nov 2026, 10:27 am',
      'meena@society.localadmin · 203.0.113.10',
      'Userclerk@society.local',
      'Changed',
      'role: user → hrphone: none → 98765 43210',
    ]);
    expect(within(second).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '26 Nov 2026, 12:10 am',
      'someone@example.orgnot signed in · 198.51.100.7',
      'Loginsomeone@example.org',
      'Failed login',
      '-',
    ]);
    expect(screen.getByText('Page 1 of 2 · 27 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'Revealed Aadhaar' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2 · 27 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(requestsTo(fetchMock, `${ACTIVITY}?page=2&pageSize=25`)).toHaveLength(1);
    // Nothing on this tab offers to change an entry.
    expect(screen.queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
  });

  it('filters by person, kind of record and days through the address, and downloads the same selection as CSV', async () => {
    const filtered = `${ACTIVITY}?person=ravi&kind=student&from=2026-11-01&to=2026-11-30&page=1&pageSize=25`;
    const fetchMock = mockApi({
      ...dashboardRoutes(),
      [`${ACTIVITY}?page=1&pageSize=25`]: page([roleChange, failedLogin], 2),
      [filtered]: page([reveal], 1),
    });
    const { user } = renderAdmin({ tab: 'activity' });
    await screen.findByRole('table');

    const filters = screen.getByRole('search', { name: 'Filter the activity' });
    await user.type(within(filters).getByLabelText('Person'), '  ravi ');
    await user.selectOptions(within(filters).getByLabelText('Record'), 'Student');
    await user.type(within(filters).getByLabelText('From'), '2026-11-01');
    await user.type(within(filters).getByLabelText('To'), '2026-11-30');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByRole('cell', { name: 'Revealed Aadhaar' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 1 entry')).toBeInTheDocument();
    expect(requestsTo(fetchMock, filtered)).toHaveLength(1);

    const downloadMock = serveFiles({
      '/api/admin/activity/export.csv?person=ravi&kind=student&from=2026-11-01&to=2026-11-30': { body: 'Time (UTC)\r\n', type: 'text/csv', fileName: 'activity_2026-11-01_to_2026-11-30.csv' },
    });
    jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:activity');
    const downloads = watchDownloads();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:activity', download: 'activity_2026-11-01_to_2026-11-30.csv' }]));
    expect(downloadMock).toHaveBeenCalledWith('/api/admin/activity/export.csv?person=ravi&kind=student&from=2026-11-01&to=2026-11-30', expect.anything());

    await user.click(within(filters).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('cell', { name: 'Changed' })).toBeInTheDocument();
    expect(within(filters).getByLabelText('Record')).toHaveDisplayValue('All records');
  });

  it('opens on the filters and page in the address, and offers Retry when the log cannot be read', async () => {
    let calls = 0;
    mockApi({
      ...dashboardRoutes(),
      [`${ACTIVITY}?kind=login&page=2&pageSize=25`]: () => ((calls += 1) === 1 ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : page([failedLogin], 26, 2)),
    });
    const { user } = renderAdmin({ tab: 'activity&kind=login&page=2' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Failed login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Record')).toHaveDisplayValue('Login');
    expect(screen.getByText('Page 2 of 2 · 26 entries')).toBeInTheDocument();
  });
  it("names the retention job's runs as automatic, with what each run deleted", async () => {
    const run: AuditEntry = {
      ...failedLogin,
      _id: 'e4',
      actorEmail: 'system (scheduled job)',
      address: 'internal',
      kind: 'retention',
      action: 'retention-run',
      recordId: 'retention:2026-11-26:1',
      recordLabel: 'Retention run of 2026-11-26',
      changes: [{ field: 'Contact form messages', before: null, after: 3 }],
    };
    mockApi({ ...dashboardRoutes(), [`${ACTIVITY}?page=1&pageSize=25`]: page([run], 1) });
    renderAdmin({ tab: 'activity' });
    const [, row] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual([
      'system (scheduled job)automatic · internal',
      'Retention scheduleRetention run of 2026-11-26',
      'Deleted as scheduled',
      'Contact form messages: none → 3',
    ]);
  });
});
