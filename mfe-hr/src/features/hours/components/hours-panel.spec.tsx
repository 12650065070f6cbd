import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@society/web-kit';
import type { HoursEntryView } from '@society/contracts';
import { bodiesTo, freezeDate, mockApi } from '../../../testing/api-mock';
import { dashboardRoutes, renderHr } from '../../../testing/render-hr';

beforeEach(() => useSession.getState().clear());
afterEach(() => jest.useRealTimers());

const entry = (fields: Pick<HoursEntryView, 'id' | 'userId' | 'name' | 'day' | 'hours'> & Partial<HoursEntryView>): HoursEntryView => ({
  source: 'self',
  sessionId: null,
  sessionTitle: null,
  note: '',
  status: 'waiting',
  rejectReason: null,
  decidedAt: null,
  createdAt: '2026-11-28T12:00:00.000Z',
  ...fields,
});

function entries(): HoursEntryView[] {
  return [
    entry({ id: 'h1', userId: 'u1', name: 'Asha Verma', day: '2026-11-28', hours: 2, source: 'session', sessionId: 's1', sessionTitle: 'Saturday reading class' }),
    entry({ id: 'h2', userId: 'u2', name: 'Ravi Kumar', day: '2026-11-26', hours: 3, note: 'Made flash cards for class 2' }),
  ];
}

describe("HR's Hours tab", () => {
  it('approves one entry by its id', async () => {
    freezeDate('2026-12-02T06:00:00.000Z');
    let waiting = entries();
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /api/hr/hours': (_init, url) => {
        const items = new URL(url, 'http://site').searchParams.get('status') === 'waiting' ? waiting : [];
        return { body: { items, total: items.length, page: 1, pageSize: 25 } };
      },
      'POST /api/hr/hours/h1/approve': () => {
        waiting = waiting.filter((each) => each.id !== 'h1');
        return { status: 200, body: { ...entries()[0], status: 'approved' } };
      },
    });
    const { user } = renderHr({ tab: 'hours' });
    expect(await screen.findByText('2 entries waiting this week')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Hours' }));
    await user.click(within(cards.getByRole('listitem', { name: /^Asha Verma/ })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('1 entry waiting this week')).toBeInTheDocument();
    expect(bodiesTo(api, 'POST /api/hr/hours/h1/approve')).toEqual([{}]);
  });

  it("shows this week's waiting hours, rejects one with a reason and approves the rest of the week in one step after confirming", async () => {
    // Wednesday 2 December 2026 in India: its week starts on Monday 30 November.
    freezeDate('2026-12-02T06:00:00.000Z');
    let waiting = entries();
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /api/hr/hours': (_init, url) => {
        const status = new URL(url, 'http://site').searchParams.get('status');
        const items = status === 'waiting' ? waiting : [];
        return { body: { items, total: items.length, page: 1, pageSize: 25 } };
      },
      'POST /api/hr/hours/h2/reject': () => {
        waiting = waiting.filter((each) => each.id !== 'h2');
        return { status: 201, body: {} };
      },
      'POST /api/hr/hours/approve': () => {
        const approved = waiting.length;
        waiting = [];
        return { status: 201, body: { approved } };
      },
    });
    const { user } = renderHr({ tab: 'hours' });
    expect(await screen.findByText('2 entries waiting this week')).toBeInTheDocument();
    expect(api.mock.calls.map(([url]) => String(url))).toContain('/api/hr/hours?page=1&pageSize=25&status=waiting&week=2026-11-30');
    const cards = within(screen.getByRole('list', { name: 'Hours' }));
    expect(cards.getByText(/at Saturday reading class/)).toBeInTheDocument();

    await user.click(within(cards.getByRole('listitem', { name: /^Ravi Kumar/ })).getByRole('button', { name: 'Reject' }));
    const reject = screen.getByRole('dialog', { name: 'Reject the hours' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(within(reject).getByText('Please give the reason: the volunteer sees it.')).toBeInTheDocument();
    await user.type(within(reject).getByLabelText('Reason'), 'The cards were made by the team.');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('1 entry waiting this week')).toBeInTheDocument();
    expect(bodiesTo(api, 'POST /api/hr/hours/h2/reject')).toEqual([{ reason: 'The cards were made by the team.' }]);

    await user.click(screen.getByRole('button', { name: 'Approve the week' }));
    const confirm = screen.getByRole('dialog', { name: 'Approve the week?' });
    expect(confirm).toHaveTextContent('Every waiting entry of the week of');
    await user.click(within(confirm).getByRole('button', { name: 'Approve 1 entry' }));
    expect(await screen.findByText('1 entry approved')).toBeInTheDocument();
    expect(bodiesTo(api, 'POST /api/hr/hours/approve')).toEqual([{ week: '2026-11-30' }]);
    await waitFor(() => expect(screen.getByText('No hours waiting for approval this week.')).toBeInTheDocument());
  });
});
