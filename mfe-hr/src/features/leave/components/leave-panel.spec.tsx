import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@society/web-kit';
import type { FakeReply } from '@society/web-kit/src/testing/mock-fetch';
import type { LeaveRequest, RequestStatus } from '@society/contracts';
import { bodiesTo, mockApi } from '../../../testing/api-mock';
import { requestPages } from '../../../testing/list-pages';
import { dashboardRoutes, renderHr } from '../../../testing/render-hr';

beforeEach(() => useSession.getState().clear());

const PEOPLE = [
  { applicantId: 'p1', name: 'Asha Verma', email: 'asha@example.org', type: 'volunteer' as const },
  { applicantId: 'p2', name: 'Ravi Kumar', email: 'ravi@example.org', type: 'intern' as const },
];

/** 30 requests, n = 0 the oldest; every eighth (4 of them) still pending. */
function leaveRequests(): LeaveRequest[] {
  return Array.from({ length: 30 }, (_, n) => ({
    _id: `l${n}`,
    type: 'exams',
    from: '2025-05-01',
    to: '2025-05-02',
    reason: `Reason ${String(n).padStart(2, '0')}`,
    status: (n % 8 === 0 ? 'pending' : 'approved') as RequestStatus,
    hrReply: '',
    createdAt: new Date(Date.UTC(2025, 3, 1, 0, n)).toISOString(),
    decidedAt: null,
    person: PEOPLE[n % 2],
  }));
}

/** The request cards shown, in order. */
const cards = () => Array.from(document.querySelectorAll<HTMLElement>('.hr-card'));

describe("HR's Leave tab", () => {
  it('shows a page of requests, waiting ones first, filters and searches on the server, and counts down as HR decides', async () => {
    const requests = leaveRequests();
    const fetchMock = mockApi({
      ...dashboardRoutes(),
      'GET /api/hr/leave-requests': requestPages(() => requests),
      'POST /api/hr/leave-requests/l24/decision': (init): FakeReply => {
        const decided = requests.find((request) => request._id === 'l24') as LeaveRequest;
        decided.status = JSON.parse(String(init.body)).decision;
        return { body: decided };
      },
    });
    const { user } = renderHr({ tab: 'leave' });

    expect(await screen.findByText('4 waiting for a decision.')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 30 leave requests')).toBeInTheDocument();
    // The four pending, newest first, then the decided ones.
    expect(cards().slice(0, 5).map((card) => within(card).getByText(/^Reason/).textContent)).toEqual(['Reason 24', 'Reason 16', 'Reason 08', 'Reason 00', 'Reason 29']);
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/hr/leave-requests?page=1&pageSize=25&sort=-createdAt');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–30 of 30 leave requests')).toBeInTheDocument();

    // The status filter starts again at page 1 and goes to the server.
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/hr/leave-requests?page=1&pageSize=25&sort=-createdAt&status=pending');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ravi{Enter}');
    expect(await screen.findByText('No leave requests match this search or status.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'All, waiting first');
    await waitFor(() => expect(cards()).toHaveLength(15));
    expect(cards().every((card) => within(card).queryByText('Ravi Kumar') !== null)).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '{Enter}');
    await waitFor(() => expect(within(cards()[0]).getByText('Reason 24')).toBeInTheDocument());
    await user.click(within(cards()[0]).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the request' });
    expect(within(dialog).getByText(/Asha Verma: exams leave/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Leave approved')).toBeInTheDocument();
    expect(await screen.findByText('3 waiting for a decision.')).toBeInTheDocument();
    expect(bodiesTo(fetchMock, 'POST /api/hr/leave-requests/l24/decision')).toEqual([{ decision: 'approved', reply: '' }]);
  });
});
