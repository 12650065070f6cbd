import { screen, waitFor, within } from '@testing-library/react';
import { sessionsText, type BatchView, type CheckInCodeView, type SessionDetail, type SessionView, type SignUpView } from '@society/contracts';
import { bodiesSentTo, fakeApi } from '../../../testing/fake-api';
import { resetOffline, setSyncStatus } from '../../../testing/fake-offline';
import { renderTeam, TEAM_USER } from '../../../testing/render-team';

jest.mock('../../../offline', () => jest.requireActual('../../../testing/fake-offline'));

beforeAll(() => sessionsText.load('hi'));
beforeEach(() => resetOffline());

const SESSIONS = 'GET /api/team/sessions?page=1&pageSize=50';

function aSession(fields: Partial<SessionView> = {}): SessionView {
  return {
    id: 's1', kind: 'batch', title: 'Reading help', place: 'Topkhana Basti centre', day: '2030-12-05', start: '16:00', end: '18:00', volunteersWanted: 2, skill: 'teaching-hindi', withChildren: true,
    batchId: 'b1', batchName: 'Evening batch', status: 'scheduled', cancelReason: null, signedUp: 1, waiting: 1, over: false, seriesId: null, ...fields,
  };
}
function aSignUp(fields: Partial<SignUpView> = {}): SignUpView {
  return {
    id: 'u1', sessionId: 's1', userId: 'v1', name: 'Asha Verma', status: 'signed-up', queuePlace: null, checkedInAt: '2030-12-05T10:32:00.000Z', checkedInBy: 'code', checkedOutAt: null, checkedOutBy: null,
    absent: false, cancelNote: null, cancelledBy: null, cancelledLate: false, signedUpAt: '2030-11-20T06:00:00.000Z', ...fields,
  };
}
function aBatch(fields: Partial<BatchView> = {}): BatchView {
  return {
    id: 'b1', centreId: 'c1', centreName: 'Topkhana Basti centre', name: 'Evening batch', days: ['mon', 'wed'], startTime: '16:00', endTime: '18:00', teacherIds: [TEAM_USER._id], teacherNames: ['Meera'],
    academicYear: '2030-31', teachesEnglish: true, active: true, enrolled: 20, ...fields,
  } as BatchView;
}

describe('the team’s Sessions tab', () => {
  it('lists the sessions of my batches, shows the sign-ups and marks one present', async () => {
    const detail: SessionDetail = { ...aSession(), signUps: [aSignUp(), aSignUp({ id: 'u2', userId: 'v2', name: 'Ravi Kumar', status: 'waiting', queuePlace: 1, checkedInAt: null, checkedInBy: null })] };
    const fetchMock = fakeApi({
      [SESSIONS]: { body: { items: [aSession()], total: 1, page: 1, pageSize: 50 } },
      'GET /api/team/sessions/s1': { body: detail },
      'POST /api/team/sessions/s1/attendance': { status: 201, body: {} },
    });
    const { user } = renderTeam('/member-dashboard/sessions');
    expect(screen.getByRole('tab', { name: 'Sessions' })).toHaveAttribute('aria-selected', 'true');
    const item = (await screen.findByRole('heading', { name: 'Reading help' })).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('Evening batch · 5 December 2030, 4:00 pm to 6:00 pm · Topkhana Basti centre');
    expect(item).toHaveTextContent('Places left: 1 of 2');
    expect(within(item).getByRole('link', { name: 'Show check-in code' })).toHaveAttribute('href', '/member-dashboard/sessions/s1/code');

    await user.click(within(item).getByRole('button', { name: 'Sign-ups' }));
    const people = await within(item).findByRole('list', { name: 'Sign-ups' });
    expect(within(people).getByText('Checked in at 4:02 pm')).toBeInTheDocument();
    expect(within(people).getByText('Waiting list, number 1')).toBeInTheDocument();
    await user.click(within(people).getByRole('button', { name: 'Mark Asha Verma present' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, 'POST /api/team/sessions/s1/attendance')).toEqual([{ userId: 'v1', present: true }]));
    expect(within(people).queryByRole('button', { name: 'Mark Ravi Kumar present' })).toBeNull();
  });

  it('publishes a weekly session for a batch I teach', async () => {
    const fetchMock = fakeApi({
      [SESSIONS]: { body: { items: [], total: 0, page: 1, pageSize: 50 } },
      'GET /api/team/register/batches': { body: [aBatch(), aBatch({ id: 'b2', name: 'Morning batch', teacherIds: ['someone-else'] })] },
      'POST /api/team/sessions': { status: 201, body: [aSession()] },
    });
    const { user } = renderTeam('/member-dashboard/sessions');
    expect(await screen.findByText('No sessions for your batches yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for volunteers' }));
    const form = screen.getByRole('form', { name: 'Ask for volunteers for a batch' });
    const batch = await within(form).findByLabelText('Batch');
    expect(within(batch).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose', 'Evening batch (Topkhana Basti centre)']);
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in every field marked with a star.');
    await user.selectOptions(batch, 'b1');
    await user.type(within(form).getByLabelText('Title'), 'Reading help');
    await user.clear(within(form).getByLabelText('Day'));
    await user.type(within(form).getByLabelText('Day'), '2030-12-05');
    await user.clear(within(form).getByLabelText('Volunteers wanted'));
    await user.type(within(form).getByLabelText('Volunteers wanted'), '2');
    await user.type(within(form).getByLabelText('Every week until (optional)'), '2031-01-30');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published. Volunteers can sign up now.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/team/sessions')).toEqual([
      { kind: 'batch', batchId: 'b1', title: 'Reading help', place: 'Topkhana Basti centre', day: '2030-12-05', start: '16:00', end: '18:00', volunteersWanted: 2, skill: 'teaching-hindi', withChildren: true, repeatWeeklyUntil: '2031-01-30' },
    ]);
  });

  it('says it needs the network when offline, and asks nothing', async () => {
    setSyncStatus({ online: false });
    const fetchMock = fakeApi({});
    renderTeam('/member-dashboard/sessions');
    expect(await screen.findByText('This needs the network: it shows again once you are online.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for volunteers' })).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/team/sessions'))).toEqual([]);
  });

  it('shows the check-in code full screen, in Hindi too, and fetches the next one when it stops being shown', async () => {
    const svg = (code: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${code}</title><rect width="10" height="10"/></svg>`;
    let calls = 0;
    const fetchMock = fakeApi({
      'GET /api/team/sessions/s1/check-in-code': () => {
        calls += 1;
        const code = calls === 1 ? 'K7Q2M9' : 'P4X8R2';
        const view: CheckInCodeView = { code, url: `https://example.org/volunteer-dashboard/check-in/s1?code=${code}`, qrSvg: svg(code), validUntil: new Date(Date.now() + (calls === 1 ? 1200 : 300_000)).toISOString() };
        return { body: view };
      },
    });
    renderTeam('/hi/member-dashboard/sessions/s1/code');
    expect(screen.getByRole('heading', { name: 'चेक-इन के लिए स्कैन करें' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'कोड: K7Q2M9' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg('K7Q2M9'))}`);
    expect(await screen.findByRole('img', { name: 'कोड: P4X8R2' }, { timeout: 4000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText('स्वयंसेवक इसे अपने फ़ोन के कैमरे से स्कैन करें। कोड हर 5 मिनट में अपने-आप बदलता है।')).toBeInTheDocument();
  });
});
