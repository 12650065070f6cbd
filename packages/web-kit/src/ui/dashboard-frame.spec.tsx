import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setNavigator } from '../navigation';
import { useSession } from '../session/session-store';
import { setSignOutCheck } from '../session/sign-out-check';
import { mockFetch } from '../testing/mock-fetch';
import { webkitText } from '@society/contracts';
import { DashboardFrame } from './dashboard-frame';
import { StatusChip } from './status-chip';

function renderFrame() {
  render(
    <MemoryRouter initialEntries={['/hr-dashboard']}>
      <Routes>
        <Route
          path="/hr-dashboard"
          element={
            <DashboardFrame title="HR Dashboard" role="hr">
              <p>tabs</p>
            </DashboardFrame>
          }
        />
        <Route path="/login" element={<p>at /login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const navigate = jest.fn();
beforeEach(() => {
  useSession.getState().clear();
  setNavigator(navigate);
});

describe('DashboardFrame', () => {
  it('shows the title, the user and a Logout button to the right role', () => {
    useSession.getState().login({ _id: 'h', email: 'hr@example.org', role: 'hr' }, 'jwt');
    renderFrame();
    expect(screen.getByRole('heading', { level: 1, name: 'HR Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as hr@example.org')).toBeInTheDocument();
    expect(screen.getByText('tabs')).toBeInTheDocument();
  });

  it('sends anyone else to /login', () => {
    useSession.getState().login({ _id: 't', email: 'team@example.org', role: 'team' }, 'jwt');
    renderFrame();
    expect(screen.getByText('at /login')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'HR Dashboard' })).toBeNull();
  });

  it('Logout ends the session and goes to /login', async () => {
    useSession.getState().login({ _id: 'h', email: 'hr@example.org', role: 'hr' }, 'jwt');
    const fetchMock = mockFetch(() => ({ status: 204 }));
    renderFrame();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/logout');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("asks the dashboard's question first: a No keeps the session, a Yes signs out", async () => {
    useSession.getState().login({ _id: 'h', email: 'hr@example.org', role: 'hr' }, 'jwt');
    const fetchMock = mockFetch(() => ({ status: 204 }));
    const answers = [false, true];
    const check = jest.fn(async () => answers.shift() ?? true);
    const removeCheck = setSignOutCheck(check);
    renderFrame();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled());
    expect(useSession.getState().token).toBe('jwt');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(check).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem('token')).toBeNull();
    removeCheck();
  });

  it('under /hi says who is signed in, Logout and a state in Hindi, and sends the wrong role to the Hindi login', async () => {
    await webkitText.load('hi');
    useSession.getState().login({ _id: 'v', email: 'asha@example.org', role: 'volunteer' }, 'jwt');
    const view = render(
      <MemoryRouter initialEntries={['/hi/volunteer-dashboard']}>
        <Routes>
          <Route
            path="/hi/volunteer-dashboard"
            element={
              <DashboardFrame title="मेरा डैशबोर्ड" role="volunteer">
                <StatusChip status="approved" />
              </DashboardFrame>
            }
          />
          <Route path="/hi/login" element={<p>at /hi/login</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('asha@example.org से लॉग इन हैं')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(screen.getByText('स्वीकृत')).toBeInTheDocument();
    view.unmount();

    useSession.getState().login({ _id: 'h', email: 'hr@example.org', role: 'hr' }, 'jwt');
    render(
      <MemoryRouter initialEntries={['/hi/volunteer-dashboard']}>
        <Routes>
          <Route path="/hi/volunteer-dashboard" element={<DashboardFrame title="x" role="volunteer" />} />
          <Route path="/hi/login" element={<p>at /hi/login</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('at /hi/login')).toBeInTheDocument();
  });
});
