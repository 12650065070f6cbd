import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@society/web-kit';
import { mockApi, requestsTo } from '../testing/api-mock';
import { applicant } from '../testing/factories';
import { dashboardRoutes, renderHr } from '../testing/render-hr';
import { HrApp } from './app';

beforeEach(() => {
  useSession.getState().clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('HR Dashboard remote', () => {
  it("shows 'HR Dashboard' and a Logout button to the hr role", async () => {
    mockApi(dashboardRoutes());
    renderHr();
    expect(screen.getByRole('heading', { level: 1, name: 'HR Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Ongoing (0)' })).toBeInTheDocument();
  });

  it('checks the role itself and sends anyone else to /login', () => {
    useSession.getState().login({ _id: '2', email: 'admin@example.org', role: 'admin' }, 'jwt');
    render(
      <MemoryRouter initialEntries={['/hr-dashboard']}>
        <Routes>
          <Route path="/hr-dashboard/*" element={<HrApp />} />
          <Route path="/login" element={<p>at /login</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('at /login')).toBeInTheDocument();
  });

  it('loads applicants, contacts and announcements together and counts them on the tabs', async () => {
    const fetchMock = mockApi(
      dashboardRoutes({
        applicants: [
          applicant({ type: 'volunteer', status: 'pending' }),
          applicant({ type: 'volunteer', status: 'interview' }),
          applicant({ type: 'intern', status: 'onboarded' }),
          applicant({ type: 'intern', status: 'active' }),
          applicant({ type: 'volunteer', status: 'rejected' }),
          applicant({ type: 'intern', status: 'inactive' }),
          applicant({ type: 'intern', status: 'pending' }),
        ],
        contacts: [{ _id: 'c1', name: 'Ravi', email: 'ravi@example.org', message: 'Hello', createdAt: '2025-04-02T00:00:00.000Z' }],
        announcements: [
          { _id: 'n1', Title: 'Camp', Announcement: 'Health camp on Sunday', order: 1 },
          { _id: 'n2', Title: 'Drive', Announcement: 'Book drive', order: 2 },
        ],
      }),
    );
    renderHr();
    const tabs = await screen.findByRole('tablist', { name: 'HR sections' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Ongoing (4)',
      'Volunteers (3)',
      'Interns (4)',
      'Birthday List',
      'Contacts (1)',
      'Announcements (2)',
      'Leave',
      'Exits',
      'Certificates',
      'Sessions',
      'Hours',
      'Verifications',
    ]);
    // The counts with the dashboard, then the open tab's first page, newest first.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/hr/applicants')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'GET /api/hr/applicants?page=1&pageSize=25&sort=-createdAt&view=ongoing')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'GET /api/hr/contact')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'GET /api/public/Announcement')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'GET /api/hr/contact')[0].headers).toMatchObject({ Authorization: 'Bearer test-token' });
  });

  it("shows 'Error fetching data. Please try again later.' when a list fails, and Retry loads again", async () => {
    let contactsUp = false;
    const fetchMock = mockApi({
      ...dashboardRoutes({ applicants: [applicant({ name: 'Asha Verma' })] }),
      'GET /api/hr/contact': () =>
        contactsUp ? { body: { items: [], total: 0, page: 1, pageSize: 1 } } : { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    const { user } = renderHr();
    expect(await screen.findByText('Error fetching data. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();

    contactsUp = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.queryByText('Error fetching data. Please try again later.')).toBeNull();
    expect(requestsTo(fetchMock, 'GET /api/hr/contact')).toHaveLength(2);
  });

  it('switches to the Contacts tab and opens a message in a dialog', async () => {
    mockApi(dashboardRoutes({ contacts: [{ _id: 'c1', name: 'Ravi Kumar', email: 'ravi@example.org', message: 'Can I help on Sundays?' }] }));
    const { user } = renderHr();
    await user.click(await screen.findByRole('tab', { name: 'Contacts (1)' }));
    expect(screen.getByRole('tab', { name: 'Contacts (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Contact Messages' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read the message from Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Message from Ravi Kumar' });
    expect(within(dialog).getByRole('link', { name: 'ravi@example.org' })).toHaveAttribute('href', 'mailto:ravi@example.org');
    expect(within(dialog).getByText('Can I help on Sundays?')).toBeInTheDocument();
  });
});
