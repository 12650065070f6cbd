import { screen, within } from '@testing-library/react';
import type { BreachAffectedPerson, BreachRecord, BreachSummary, Page } from '@society/contracts';
import { jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { dashboardRoutes, renderAdmin } from '../../../testing/render-admin';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const NO_RETENTION = { 'GET /api/admin/retention': { body: { schedule: [], donationRecordsYears: 8, previewDays: 30, due: [], lastRun: null } } };

function summary(fields: Partial<BreachSummary>): BreachSummary {
  return {
    _id: 'b1',
    title: 'Donor list emailed to the wrong address',
    state: 'open',
    discoveredAt: ago(2),
    extendedUntil: null,
    reportSentAt: null,
    kinds: ['donors'],
    deadline: { state: 'due', dueAt: ago(-70), msLeft: 70 * HOUR },
    createdAt: ago(2),
    ...fields,
  };
}

function record(fields: Partial<BreachRecord> = {}): BreachRecord {
  return {
    ...summary({}),
    description: 'A spreadsheet of donors was attached to an email sent to a wrong recipient.',
    location: 'Office email',
    occurredAt: null,
    kinds: ['donors', 'students'],
    scope: 'all',
    from: null,
    to: null,
    consequences: '',
    mitigation: 'Asked the recipient to delete it.',
    safetySteps: '',
    cause: '',
    remedial: '',
    recordedBy: 'admin@society.test',
    updatedAt: ago(2),
    boardInformedAt: null,
    closedAt: null,
    affected: [
      { kind: 'donors', records: 30, emails: 28 },
      { kind: 'students', records: 1, emails: 0 },
    ],
    notices: { queued: 0, lastQueuedAt: null },
    mailEnabled: true,
    drafts: { notice: 'Dear [name],\n\nWe are writing to tell you...', guardianNotice: 'Dear parent or guardian of [name],', boardIntimation: 'To the Data Protection Board of India', boardReport: 'Report on a personal data breach' },
    ...fields,
  };
}

function person(index: number): BreachAffectedPerson {
  return { kind: 'donors', recordId: `d${index}`, name: `Donor ${index}`, email: `donor${index}@example.org`, phone: '', guardian: '', recordedAt: '2026-03-10T06:00:00.000Z', notice: 'not-sent' };
}

function affectedPages(url: string): { body: Page<BreachAffectedPerson> } {
  const params = new URL(url, 'http://x').searchParams;
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 25);
  const all = [
    ...Array.from({ length: 30 }, (_, index) => person(index + 1)),
    { kind: 'students', recordId: 's1', name: 'Asha Kumari', email: '', phone: '9812345678', guardian: 'Suresh Kumar, Sunita Devi', recordedAt: '2026-03-10T06:00:00.000Z', notice: 'not-sent' } as const,
  ];
  return { body: { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize } };
}

describe('Data protection tab: the breach register', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists incidents with where their Board report stands, and opens one: steps, the people affected page by page, drafts to copy', async () => {
    mockApi({
      ...dashboardRoutes(),
      ...NO_RETENTION,
      'GET /api/admin/breaches': {
        body: [
          summary({}),
          summary({ _id: 'b2', title: 'Old laptop stolen', discoveredAt: ago(80), deadline: { state: 'overdue', dueAt: ago(8), msLeft: -8 * HOUR } }),
          summary({ _id: 'b3', title: 'Shared link made public', state: 'report-sent', discoveredAt: ago(100), reportSentAt: ago(60), deadline: { state: 'met', dueAt: ago(28), msLeft: -28 * HOUR } }),
        ],
      },
      'GET /api/admin/breaches/b1': { body: record() },
      'GET /api/admin/breaches/b1/affected': (_init, url) => affectedPages(url),
    });
    const { user } = renderAdmin({ tab: 'data-protection' });
    // After setup: user-event installs its own clipboard stub.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });

    const table = await screen.findByRole('table', { name: 'Recorded breaches' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText(/^Report due · 2 days \d+ hours? left$/)).toBeInTheDocument();
    expect(within(rows[1]).getByText('Report overdue · 8 hours overdue')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Reported in time')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Report sent')).toBeInTheDocument();

    await user.click(within(rows[0]).getByRole('button', { name: 'Donor list emailed to the wrong address' }));
    expect(await screen.findByRole('heading', { name: 'Donor list emailed to the wrong address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record: Board informed' })).toBeInTheDocument();
    expect(screen.getByText('Children are informed through their parents or guardians. Aadhaar numbers are never shown here.')).toBeInTheDocument();

    // Page one of the people, then the next page from the server.
    expect(await screen.findByText('1–25 of 31 records')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–31 of 31 records')).toBeInTheDocument();
    const child = screen.getByText('Asha Kumari').closest('tr')!;
    expect(within(child).getByText('Suresh Kumar, Sunita Devi')).toBeInTheDocument();
    expect(within(child).getByText('By phone or in person')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy report to the board' }));
    expect(writeText).toHaveBeenCalledWith('Report on a personal data breach');
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '← All incidents' }));
    expect(await screen.findByRole('table', { name: 'Recorded breaches' })).toBeInTheDocument();
  });

  it('records an incident: says what is missing first, then sends the facts with India’s time and the range of days, and opens it', async () => {
    const api = mockApi({
      ...dashboardRoutes(),
      ...NO_RETENTION,
      'GET /api/admin/breaches': { body: [] },
      'POST /api/admin/breaches': { status: 201, body: record({ _id: 'b9', title: 'Register lost on a bus' }) },
      'GET /api/admin/breaches/b9': { body: record({ _id: 'b9', title: 'Register lost on a bus' }) },
      'GET /api/admin/breaches/b9/affected': (_init, url) => affectedPages(url),
    });
    const { user } = renderAdmin({ tab: 'data-protection' });
    expect(await screen.findByText(/No breaches recorded\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record a Breach' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a data breach' });
    await user.click(within(dialog).getByRole('button', { name: 'Record Incident' }));
    expect(within(dialog).getByText('Say in a few words what happened')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one kind of data')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/admin/breaches')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('What happened, in short'), 'Register lost on a bus');
    await user.type(within(dialog).getByLabelText('Description'), 'The attendance register of the Topkhana Basti class was lost.');
    const found = within(dialog).getByLabelText('Found on (India time)');
    await user.clear(found);
    await user.type(found, '2026-03-05T10:30');
    await user.click(within(dialog).getByRole('checkbox', { name: "Children's records (students)" }));
    await user.click(within(dialog).getByRole('radio', { name: 'Records created between two days' }));
    await user.type(within(dialog).getByLabelText('First day'), '2026-01-01');
    await user.type(within(dialog).getByLabelText('Last day'), '2026-02-28');
    await user.click(within(dialog).getByRole('button', { name: 'Record Incident' }));

    expect(await screen.findByRole('heading', { name: 'Register lost on a bus' })).toBeInTheDocument();
    expect(jsonOf(requestsTo(api, 'POST /api/admin/breaches')[0])).toMatchObject({
      title: 'Register lost on a bus',
      // 10:30 in India is 05:00 UTC.
      discoveredAt: '2026-03-05T05:00:00.000Z',
      kinds: ['students'],
      scope: 'range',
      from: '2026-01-01',
      to: '2026-02-28',
      occurredAt: null,
    });
  });

  it('records the next step with its time, and shows the server’s refusal in its words', async () => {
    let informed = false;
    const api = mockApi({
      ...dashboardRoutes(),
      ...NO_RETENTION,
      'GET /api/admin/breaches': { body: [summary({})] },
      'GET /api/admin/breaches/b1': () => ({ body: record() }),
      'GET /api/admin/breaches/b1/affected': (_init, url) => affectedPages(url),
      'POST /api/admin/breaches/b1/progress': () => {
        if (!informed) {
          informed = true;
          return { status: 400, body: { statusCode: 400, message: 'at must not be before the previous step (or before the breach was found)' } };
        }
        return { body: record({ state: 'board-informed', boardInformedAt: ago(0) }) };
      },
    });
    const { user } = renderAdmin({ tab: 'data-protection', query: '&breach=b1' });
    await user.click(await screen.findByRole('button', { name: 'Record: Board informed' }));
    const dialog = screen.getByRole('dialog', { name: 'The Board was informed' });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText(/at must not be before the previous step/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('button', { name: 'Record: report sent' })).toBeInTheDocument();
    expect(screen.getAllByText('Board informed').length).toBeGreaterThan(0);
    expect(jsonOf(requestsTo(api, 'POST /api/admin/breaches/b1/progress')[1])).toMatchObject({ step: 'board-informed' });
  });
});
