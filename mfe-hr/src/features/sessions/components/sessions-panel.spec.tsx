import { screen, within } from '@testing-library/react';
import { useSession } from '@society/web-kit';
import type { SessionDetail, SessionView, SignUpView } from '@society/contracts';
import { bodiesTo, freezeDate, mockApi } from '../../../testing/api-mock';
import { dashboardRoutes, renderHr } from '../../../testing/render-hr';

beforeEach(() => useSession.getState().clear());
afterEach(() => jest.useRealTimers());

const reading: SessionView = {
  id: 's1',
  kind: 'activity',
  batchId: null,
  batchName: null,
  title: 'Saturday reading class',
  place: 'Community hall, Sector 5',
  day: '2026-12-05',
  start: '10:00',
  end: '12:00',
  volunteersWanted: 2,
  skill: 'teaching-hindi',
  withChildren: true,
  status: 'scheduled',
  cancelReason: null,
  signedUp: 2,
  waiting: 1,
  over: false,
  seriesId: null,
};
const signUp = (userId: string, name: string, status: SignUpView['status'], queuePlace: number | null = null): SignUpView => ({
  id: `su-${userId}`,
  sessionId: 's1',
  userId,
  name,
  status,
  queuePlace,
  checkedInAt: null,
  checkedInBy: null,
  checkedOutAt: null,
  checkedOutBy: null,
  absent: false,
  cancelNote: null,
  cancelledBy: null,
  cancelledLate: false,
  signedUpAt: '2026-12-01T05:00:00.000Z',
});
const detail: SessionDetail = {
  ...reading,
  signUps: [
    signUp('u1', 'Asha Verma', 'signed-up'),
    signUp('u2', 'Ravi Kumar', 'signed-up'),
    signUp('u3', 'Neha Gill', 'waiting', 1),
  ],
};
const REFUSAL = 'Sunil Yadav cannot take a session with children on 5 Dec 2026: no valid police verification.';

describe("HR's Sessions tab", () => {
  it('publishes a weekly session until a day, in one step', async () => {
    freezeDate('2026-12-02T06:00:00.000Z');
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /api/hr/sessions': { body: { items: [], total: 0, page: 1, pageSize: 25 } },
      'POST /api/hr/sessions': { status: 201, body: [reading, { ...reading, id: 's2', day: '2026-12-12' }, { ...reading, id: 's3', day: '2026-12-19' }] },
    });
    const { user } = renderHr({ tab: 'sessions' });
    expect(await screen.findByText(/No sessions from/)).toBeInTheDocument();
    expect(api.mock.calls.map(([url]) => String(url))).toContain('/api/hr/sessions?page=1&pageSize=25&from=2026-12-02');

    await user.click(screen.getByRole('button', { name: 'Publish a session' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish a session' });
    await user.type(within(dialog).getByLabelText('Title'), 'Saturday reading class');
    await user.type(within(dialog).getByLabelText('Place'), 'Community hall, Sector 5');
    await user.type(within(dialog).getByLabelText('Day'), '2026-12-05');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Every week on this weekday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText('Please fill in every field marked with a star.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Until'), '2026-12-19');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('3 weekly sessions published')).toBeInTheDocument();
    expect(bodiesTo(api, 'POST /api/hr/sessions')).toEqual([
      { kind: 'activity', title: 'Saturday reading class', place: 'Community hall, Sector 5', day: '2026-12-05', start: '10:00', end: '12:00', volunteersWanted: 2, skill: 'teaching-hindi', withChildren: true, repeatWeeklyUntil: '2026-12-19' },
    ]);
  });

  it("shows a session's sign-ups and waiting list, the API's refusal of an assignment, and cancels a date with a reason", async () => {
    freezeDate('2026-12-02T06:00:00.000Z');
    const api = mockApi({
      ...dashboardRoutes(),
      'GET /api/hr/sessions': { body: { items: [reading], total: 1, page: 1, pageSize: 25 } },
      'GET /api/hr/sessions/s1': { body: detail },
      'GET /api/hr/verifications': { body: { items: [{ userId: 'u9', name: 'Sunil Yadav', email: 'sunil@example.org', role: 'volunteer' }], total: 1, page: 1, pageSize: 100 } },
      'POST /api/hr/sessions/s1/assign': { status: 409, body: { statusCode: 409, message: REFUSAL } },
      'POST /api/hr/sessions/s1/cancel': { status: 201, body: { ...reading, status: 'cancelled' } },
    });
    const { user } = renderHr({ tab: 'sessions' });
    const card = await screen.findByRole('listitem', { name: /^Saturday reading class/ });
    expect(within(card).getByText('2 of 2 volunteers signed up · 1 waiting')).toBeInTheDocument();
    expect(within(card).getByText('With children')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Sign-ups' }));
    const dialog = screen.getByRole('dialog', { name: 'Saturday reading class: sign-ups' });
    const signedUp = await within(dialog).findByRole('region', { name: 'Signed up (2 of 2)' });
    expect(within(signedUp).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Asha Verma', 'Ravi Kumar']);
    expect(within(within(dialog).getByRole('region', { name: 'Waiting list (1)' })).getByText('Neha Gill')).toBeInTheDocument();

    const assign = within(dialog).getByLabelText('Person to assign');
    await within(assign).findByRole('option', { name: /Sunil Yadav/ });
    await user.selectOptions(assign, 'u9');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(REFUSAL)).toBeInTheDocument();
    expect(bodiesTo(api, 'POST /api/hr/sessions/s1/assign')).toEqual([{ userId: 'u9' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(card).getByRole('button', { name: 'Cancel this date' }));
    const cancel = screen.getByRole('dialog', { name: /^Cancel Saturday reading class on/ });
    await user.type(within(cancel).getByLabelText('Reason'), 'The hall is closed for the elections.');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel this date' }));
    expect(await screen.findByText(/cancelled; those signed up are mailed/)).toBeInTheDocument();
    expect(bodiesTo(api, 'POST /api/hr/sessions/s1/cancel')).toEqual([{ reason: 'The hall is closed for the elections.' }]);
  });
});
