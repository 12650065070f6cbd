import { screen, waitFor, within } from '@testing-library/react';
import { todayInIndia, type HoursEntryView, type MyHoursView } from '@society/contracts';
import { aProfile, fakeApi, renderVolunteer } from '../../../testing/render-volunteer';

function anEntry(fields: Partial<HoursEntryView> = {}): HoursEntryView {
  return { id: 'h1', userId: 'v1', name: 'Asha Verma', source: 'session', sessionId: 's1', sessionTitle: 'Reading circle', day: '2026-11-20', hours: 2, note: '', status: 'approved', rejectReason: null, decidedAt: '2026-11-22T06:00:00.000Z', createdAt: '2026-11-20T12:00:00.000Z', ...fields };
}

const MINE: MyHoursView = {
  entries: [anEntry(), anEntry({ id: 'h2', source: 'self', sessionId: null, sessionTitle: null, day: '2026-11-18', hours: 1.25, note: 'Prepared worksheets', status: 'waiting', decidedAt: null }), anEntry({ id: 'h3', source: 'self', sessionId: null, sessionTitle: null, hours: 3, status: 'rejected', rejectReason: 'Not work for the society' })],
  totals: { approved: 2, waiting: 1.25 },
};

describe('the volunteer’s Hours tab', () => {
  it('shows the totals and each entry with its state, and logs hours done elsewhere in quarters', async () => {
    const fetchMock = fakeApi({
      'GET /api/volunteer/profile': { body: aProfile() },
      'GET /api/volunteer/hours': { body: MINE },
      'POST /api/volunteer/hours': (init) => ({ status: 201, body: anEntry({ ...JSON.parse(String(init.body)), id: 'h4', source: 'self', status: 'waiting' }) }),
    });
    const { user } = renderVolunteer();
    await user.click(await screen.findByRole('tab', { name: 'Hours' }));
    expect(await screen.findByText('2 h')).toBeInTheDocument();
    expect(screen.getByText('1.25 h')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'My hours' });
    const [fromSession, selfLogged, rejected] = within(list).getAllByRole('listitem');
    expect(within(fromSession).getByText('2 h on 20 November 2026')).toBeInTheDocument();
    expect(within(fromSession).getByText('Session: Reading circle')).toBeInTheDocument();
    expect(within(fromSession).getByText('Approved')).toBeInTheDocument();
    expect(within(selfLogged).getByText('Logged by you')).toBeInTheDocument();
    expect(within(selfLogged).getByText('Waiting')).toBeInTheDocument();
    expect(within(rejected).getByText('HR’s reason: Not work for the society')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Log hours done elsewhere' });
    await user.click(within(form).getByRole('button', { name: 'Log the hours' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please give the day, the hours and what you did.');
    const today = todayInIndia();
    await user.type(within(form).getByLabelText(/^Day/), today);
    await user.type(within(form).getByLabelText(/^Hours/), '1.3');
    await user.type(within(form).getByLabelText(/What you did/), 'Sorted donated books');
    await user.click(within(form).getByRole('button', { name: 'Log the hours' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Hours go in quarters of an hour, from 0.25 to 12.');
    await user.clear(within(form).getByLabelText(/^Hours/));
    await user.type(within(form).getByLabelText(/^Hours/), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Log the hours' }));
    expect(await screen.findByText('Your hours are logged. They wait for HR’s approval.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url, init]) => url === '/api/volunteer/hours' && init.method === 'POST');
    expect(JSON.parse(sent?.[1].body)).toEqual({ day: today, hours: 1.5, note: 'Sorted donated books' });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url, init]) => url === '/api/volunteer/hours' && (init.method ?? 'GET') === 'GET')).toHaveLength(2));
  });
});
