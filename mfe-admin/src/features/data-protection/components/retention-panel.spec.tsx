import { screen, within } from '@testing-library/react';
import type { RetentionOverview } from '@society/contracts';
import { mockApi } from '../../../testing/api-mock';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';

const RETENTION = 'GET /api/admin/retention';
/** The tab's breach register and register of data-rights requests, empty here (their own specs cover them). */
const NO_BREACHES = { 'GET /api/admin/breaches': { body: [] } };
const NO_REQUESTS = { 'GET /api/admin/data-requests': { body: { items: [], total: 0, page: 1, pageSize: 25, responseDays: 30, overdue: 0 } } };

const overview: RetentionOverview = {
  schedule: [
    { kind: 'contactMessages', label: 'Contact form messages', countedFrom: 'the day the message was sent', days: 365 },
    { kind: 'donationScreenshots', label: 'Payment screenshots sent with a receipt request', countedFrom: 'the day the receipt was issued', days: 90 },
  ],
  donationRecordsYears: 8,
  previewDays: 30,
  due: [
    {
      kind: 'contactMessages',
      label: 'Contact form messages',
      countedFrom: 'the day the message was sent',
      days: 365,
      total: 3,
      items: [
        { id: 'c1', label: 'Asha Verma <asha@example.org>', dueAt: '2000-01-01T00:00:00.000Z' },
        { id: 'c2', label: 'Karan Mehta <karan@example.org>', dueAt: '2099-12-10T06:00:00.000Z' },
      ],
    },
    { kind: 'donationScreenshots', label: 'Payment screenshots sent with a receipt request', countedFrom: 'the day the receipt was issued', days: 90, total: 0, items: [] },
  ],
  lastRun: { day: '2026-11-25', startedAt: '2026-11-25T00:30:00.000Z', finishedAt: '2026-11-25T00:30:02.000Z', deleted: { contactMessages: 4, mailCopies: 2 } },
};

describe('Data protection tab: retention', () => {
  afterEach(() => jest.restoreAllMocks());

  it('states the schedule in force and lists what falls due in the coming month, kind by kind', async () => {
    mockApi({ ...dashboardRoutes(), ...NO_BREACHES, ...NO_REQUESTS, [RETENTION]: { body: overview } });
    renderAdmin({ tab: 'data-protection' });

    const schedule = await screen.findByRole('table', { name: 'What is kept, and for how long' });
    const rows = within(schedule).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Contact form messages', '1 year', 'the day the message was sent'],
      ['Payment screenshots sent with a receipt request', '90 days', 'the day the receipt was issued'],
      ['Donation records and 80G receipts', '8 years', 'the donation (income tax records; never deleted by the schedule sooner)'],
    ]);

    expect(screen.getByText(/Last run: 25 Nov 2026, .*, 6 deleted\./)).toBeInTheDocument();
    const contacts = screen.getByRole('region', { name: /Contact form messages/ });
    const items = within(contacts).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Asha Verma <asha@example.org>at the next run', 'Karan Mehta <karan@example.org>10 Dec 2099']);
    expect(within(contacts).getByText('and 1 more')).toBeInTheDocument();
    // A kind with nothing due is not listed.
    expect(screen.queryByRole('region', { name: /Payment screenshots/ })).not.toBeInTheDocument();
  });

  it('offers Retry when the schedule cannot be read', async () => {
    let calls = 0;
    mockApi({ ...dashboardRoutes(), ...NO_BREACHES, ...NO_REQUESTS, [RETENTION]: () => ((calls += 1) === 1 ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : { body: { ...overview, due: [], lastRun: null } }) });
    const { user } = renderAdmin({ tab: 'data-protection' });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing falls due in the next 30 days.')).toBeInTheDocument();
    expect(screen.getByText('The daily run deletes what is due. It has not run yet.')).toBeInTheDocument();
  });
});
