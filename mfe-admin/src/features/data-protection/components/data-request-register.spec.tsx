import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataRequestDetail, DataRequestItem, DataRequestPage, RetentionOverview } from '@society/contracts';
import { jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';

const REGISTER = 'GET /api/admin/data-requests';

function item(fields: Partial<DataRequestItem>): DataRequestItem {
  return {
    _id: '65a000000000000000000001',
    kind: 'access',
    status: 'open',
    name: 'Meena Gupta',
    email: 'meena@example.org',
    details: '',
    nomineeName: '',
    nomineeEmail: '',
    receivedAt: '2026-11-01T05:00:00.000Z',
    confirmedAt: '2026-11-01T05:10:00.000Z',
    dueAt: '2026-12-01T05:10:00.000Z',
    overdue: false,
    closedAt: null,
    closedBy: null,
    reply: '',
    exportSentAt: null,
    exportExpiresAt: null,
    erasure: null,
    ...fields,
  };
}

const overdue = item({ _id: '65a000000000000000000002', kind: 'correction', name: 'Ravi Kumar', email: 'ravi@example.org', details: 'My phone is wrong', dueAt: '2026-10-01T05:10:00.000Z', overdue: true });
const erasure = item({ _id: '65a000000000000000000003', kind: 'erasure', name: 'Asha Verma', email: 'asha@example.org' });
const page: DataRequestPage = { items: [overdue, erasure], total: 2, page: 1, pageSize: 25, responseDays: 30, overdue: 1 };
const retention: RetentionOverview = { schedule: [], donationRecordsYears: 8, previewDays: 30, due: [], lastRun: null };

const erasureDetail: DataRequestDetail = {
  request: erasure,
  held: [{ collection: 'donation', id: 'd1', label: 'Asha Verma, Rs 5000, 2026-10-01, receipt 2026-27/0007', editAt: '/admin-dashboard' }],
  erasurePlan: {
    remove: ['1 contact message', 'from the donation records kept: the email address, transaction reference, payment screenshot and mail history'],
    keep: [{ what: '1 donation record (2026-27/0007)', why: 'Income-tax law requires a registered charity to keep its donation records and 80G receipts for 8 years.' }],
  },
};

describe('Data protection tab: the register of data-rights requests', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists open requests soonest due first, with due dates, and marks the overdue one in words', async () => {
    const api = mockApi({ ...dashboardRoutes(), 'GET /api/admin/retention': { body: retention }, [REGISTER]: { body: page } });
    renderAdmin({ tab: 'data-protection' });
    const table = await screen.findByRole('table', { name: 'Data-rights requests, soonest due first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['1 Oct 2026 Overdue', '1 Dec 2026']);
    expect(within(rows[0]).getByText('Correct my data')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Open')).toHaveClass('wk-chip');
    expect(screen.getByText('1 request is past due. Answer it first.')).toBeInTheDocument();
    expect(screen.getByText(/Each is due 30 days after it was confirmed/)).toBeInTheDocument();
    // The register asks for open requests by default, a page at a time, and for others when told.
    expect(requestsTo(api, 'GET /api/admin/data-requests?page=1&pageSize=25&status=open')).toHaveLength(1);
    await userEvent.setup().selectOptions(screen.getByLabelText('Show'), 'All');
    await waitFor(() => expect(requestsTo(api, 'GET /api/admin/data-requests?page=1&pageSize=25')).toHaveLength(1));
  });

  it('shows what an erasure will remove and keep, and why, and erases only after a second click', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /api/admin/retention': { body: retention },
      [REGISTER]: { body: page },
      [`GET /api/admin/data-requests/${erasure._id}`]: { body: erasureDetail },
      [`POST /api/admin/data-requests/${erasure._id}/erase`]: { body: { ...erasure, status: 'done' } },
    });
    renderAdmin({ tab: 'data-protection' });
    await user.click(await screen.findByRole('button', { name: 'Answer the request of Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase my data: Asha Verma' });
    const plan = within(dialog).getByRole('region', { name: 'What erasing will do' });
    expect(within(plan).getByText('1 contact message')).toBeInTheDocument();
    expect(within(plan).getByText(/Income-tax law requires/)).toBeInTheDocument();
    expect(within(dialog).getByText(/receipt 2026-27\/0007/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Erase…' }));
    expect(requestsTo(api, `POST /api/admin/data-requests/${erasure._id}/erase`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, erase now' }));
    await waitFor(() => expect(requestsTo(api, `POST /api/admin/data-requests/${erasure._id}/erase`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes a correction with the reply the person receives, and asks for one first', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /api/admin/retention': { body: retention },
      [REGISTER]: { body: page },
      [`GET /api/admin/data-requests/${overdue._id}`]: { body: { request: overdue, held: [], erasurePlan: null } },
      [`POST /api/admin/data-requests/${overdue._id}/close`]: { body: { ...overdue, status: 'done' } },
    });
    renderAdmin({ tab: 'data-protection' });
    await user.click(await screen.findByRole('button', { name: 'Answer the request of Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct my data: Ravi Kumar' });
    expect(within(dialog).getByText('My phone is wrong')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write the reply the person will receive.');
    await user.type(within(dialog).getByLabelText('Reply to the person (emailed)'), 'We corrected your phone number.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(requestsTo(api, `POST /api/admin/data-requests/${overdue._id}/close`)).toHaveLength(1));
    expect(jsonOf(requestsTo(api, `POST /api/admin/data-requests/${overdue._id}/close`)[0])).toEqual({ outcome: 'done', reply: 'We corrected your phone number.' });
  });
});
