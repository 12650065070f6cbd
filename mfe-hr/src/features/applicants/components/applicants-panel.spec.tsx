import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@society/web-kit';
import { mockApi } from '../../../testing/api-mock';
import { applicant } from '../../../testing/factories';
import { dashboardRoutes, renderHr } from '../../../testing/render-hr';

beforeEach(() => useSession.getState().clear());

const day = (n: number) => new Date(Date.UTC(2025, 3, 1 + n)).toISOString();

describe('an applicant tab', () => {
  it('pages, searches and filters by status on the server, with the tab counts over everyone', async () => {
    const pending = Array.from({ length: 27 }, (_, n) => applicant({ name: `Pending ${String(n).padStart(2, '0')}`, status: 'pending', createdAt: day(n) }));
    const interview = applicant({ name: 'Rohit Sharma', email: 'rohit@example.org', status: 'interview', createdAt: day(40) });
    const active = applicant({ name: 'Kavya Nair', status: 'active', type: 'intern', createdAt: day(41) });
    const fetchMock = mockApi(dashboardRoutes({ applicants: [...pending, interview, active] }));
    const { user } = renderHr();

    const tabs = await screen.findByRole('tablist', { name: 'HR sections' });
    expect(within(tabs).getAllByRole('tab').slice(0, 3).map((tab) => tab.textContent)).toEqual(['Ongoing (28)', 'Volunteers (28)', 'Interns (1)']);
    // Newest first: the interview, then the latest pending.
    await screen.findByText('1–25 of 28 applicants');
    const firstRows = screen.getAllByRole('row').slice(1);
    expect(firstRows).toHaveLength(25);
    expect(within(firstRows[0]).getByText('Rohit Sharma')).toBeInTheDocument();
    expect(within(firstRows[1]).getByText('Pending 26')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–28 of 28 applicants')).toBeInTheDocument();
    expect(screen.getByText('Pending 00')).toBeInTheDocument();

    // The filter offers only the tab's statuses, and starts again at page 1.
    const status = screen.getByLabelText('Status');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'Pending', 'Interview', 'Onboarded']);
    await user.selectOptions(status, 'Interview');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('Rohit Sharma')).toBeInTheDocument();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/hr/applicants?page=1&pageSize=25&sort=-createdAt&status=interview&view=ongoing');

    await user.selectOptions(status, 'All statuses');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rohit@{Enter}');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('No applicants match this search or status.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ongoing (28)' })).toBeInTheDocument();
  });
});
