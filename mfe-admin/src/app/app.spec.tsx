import { act, screen, within } from '@testing-library/react';
import { useSession } from '@society/web-kit';
import { mockApi, requestsTo } from '../testing/api-mock';
import { dashboardRoutes, renderAdmin } from '../testing/render-admin';
import { userPages } from '../testing/user-pages';

const users = [
  { _id: 'u1', email: 'admin@society.local', role: 'admin' },
  { _id: 'u2', email: 'hr@society.local', role: 'hr' },
];
const donations = [
  { _id: 'd1', name: 'Asha', email: 'asha@example.org', amount: 500, mode: 'UPI', utr: 'U1', hasScreenshot: false, date: '2025-05-01T10:00:00.000Z', receiptGenerated: false, createdAt: '2025-05-01T10:00:00.000Z' },
];
const coreTeam = [
  { _id: 'm1', name: 'Ravi Kumar', position: 'Founder', order: 1 },
  { _id: 'm2', name: 'Meena Devi', position: 'Secretary', order: 2 },
  { _id: 'm3', name: 'Kiran', position: 'Treasurer', order: 3 },
];

describe('Admin Dashboard', () => {
  it('loads users, donations and the core team together and shows their counts in the tabs', async () => {
    const fetchMock = mockApi(dashboardRoutes({ users, donations, coreTeam }));
    const { user } = renderAdmin();

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard');

    const tablist = await screen.findByRole('tablist', { name: 'Admin sections' });
    const names = within(tablist).getAllByRole('tab').map((tab) => tab.textContent);
    expect(names).toEqual(['Users (2)', 'Donations (1)', 'Form 10BE', 'Core Team (3)', 'Contacts', 'Gallery', 'Publications', 'Activity', 'Site', 'Data protection', 'Safeguarding']);
    expect(screen.getByRole('tab', { name: 'Users (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'hr@society.local' })).toBeInTheDocument();
    // One request each, all on entry; the open Users tab then asks for its own first page.
    for (const key of ['GET /api/public/donations', 'GET /api/admin/core-team', 'GET /api/admin/settings']) {
      expect(requestsTo(fetchMock, key)).toHaveLength(1);
    }
    expect(requestsTo(fetchMock, 'GET /api/admin/users')).toHaveLength(2);

    // Arrow keys move between tabs (WAI-ARIA tabs).
    screen.getByRole('tab', { name: 'Users (2)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Donations (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Donations (1)' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('asha@example.org');

    await user.click(screen.getByRole('tab', { name: 'Core Team (3)' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Meena Devi');
  });

  it("shows 'Error fetching data. Please try again later.' when a list fails, and Retry loads again", async () => {
    let usersCalls = 0;
    mockApi({
      ...dashboardRoutes({ users, donations, coreTeam }),
      'GET /api/admin/users': (init, url) => ((usersCalls += 1) === 1 ? { status: 500, body: { statusCode: 500, message: 'Internal error' } } : userPages(users)(init, url)),
    });
    const { user } = renderAdmin();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching data. Please try again later.');
    expect(screen.queryByRole('tablist')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Users (2)' })).toBeInTheDocument();
    expect(screen.queryByText('Error fetching data. Please try again later.')).toBeNull();
  });

  it('checks the role itself and sends anyone else to /login', () => {
    mockApi(dashboardRoutes());
    renderAdmin();
    // Signed in as admin by renderAdmin; now someone else takes the tab.
    act(() => useSession.getState().login({ _id: 't1', email: 'team@society.local', role: 'team' }, 'jwt'));
    expect(screen.getByText('at /login')).toBeInTheDocument();
  });
});
