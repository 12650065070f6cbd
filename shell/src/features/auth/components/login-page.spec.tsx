import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@society/web-kit';
import { toast } from '@society/web-kit/staff';
import { mockFetch, mockNetworkFailure } from '@society/web-kit/src/testing/mock-fetch';
import { renderAt } from '../../../testing/render-at';
import { loginText, messagesText } from '@society/contracts';
import { LoginPage } from './login-page';

function renderLogin() {
  const view = renderAt(<LoginPage />, { path: '/login' });
  const user = userEvent.setup();
  return { ...view, user };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email = 'staff@example.org', password = 'secret-pass') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => useSession.getState().clear());

describe('login page', () => {
  it('asks for email and password, both required', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('sends nothing while a field is empty', async () => {
    const fetchMock = mockFetch(() => ({ body: {} }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'staff@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Password')).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("reads 'Signing in...' while the call is under way", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderLogin();
    await signIn(user);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer({ status: 401, body: { statusCode: 401, message: 'Invalid credentials' } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it.each([
    ['admin', '/admin-dashboard'],
    ['hr', '/hr-dashboard'],
    ['team', '/member-dashboard'],
    ['volunteer', '/volunteer-dashboard'],
  ])('stores the session and sends %s to %s', async (role, path) => {
    const fetchMock = mockFetch(() => ({ body: { _id: 'u1', email: 'staff@example.org', role, token: 'jwt-9' } }));
    const { user, router } = renderLogin();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(screen.getByText(`at ${path}`)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('jwt-9');
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toEqual({ _id: 'u1', email: 'staff@example.org', role });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(init.body)).toEqual({ email: 'staff@example.org', password: 'secret-pass' });
  });

  it("shows 'Unauthorized role' for a role without a dashboard, revokes its token and goes home", async () => {
    const toastError = jest.spyOn(toast, 'error');
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/login' ? { body: { _id: 'u2', email: 'user@example.org', role: 'user', token: 'jwt-u' } } : { status: 204 },
    );
    const { user, router } = renderLogin();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toastError).toHaveBeenCalledWith('Unauthorized role');
    expect(window.localStorage.getItem('token')).toBeNull();
    const revoke = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/logout');
    expect(revoke).toHaveLength(1);
    expect(revoke[0][1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer jwt-u' } });
  });

  it('signs in for this tab when the browser refuses to store the session', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    mockFetch(() => ({ body: { _id: 'u1', email: 'staff@example.org', role: 'hr', token: 'jwt-9' } }));
    const { user, router } = renderLogin();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/hr-dashboard'));
    expect(useSession.getState()).toMatchObject({ token: 'jwt-9', user: { role: 'hr' } });
    expect(screen.queryByText('Invalid credentials')).toBeNull();
  });

  it('brings a volunteer back to the page of their portal they asked for (a check-in link), and nowhere else', async () => {
    mockFetch(() => ({ body: { _id: 'v1', email: 'asha@example.org', role: 'volunteer', token: 'jwt-v' } }));
    const checkIn = renderAt(<LoginPage />, { path: '/login', state: { from: '/volunteer-dashboard/check-in/s1?code=Ab12Cd34Ef' } });
    await signIn(userEvent.setup());
    await waitFor(() => expect(`${checkIn.router.state.location.pathname}${checkIn.router.state.location.search}`).toBe('/volunteer-dashboard/check-in/s1?code=Ab12Cd34Ef'));
    checkIn.unmount();

    for (const from of ['/admin-dashboard', '//evil.example/volunteer-dashboard', '/volunteer-dashboard-evil', 'https://evil.example/volunteer-dashboard/x']) {
      useSession.getState().clear();
      const elsewhere = renderAt(<LoginPage />, { path: '/login', state: { from } });
      await signIn(userEvent.setup());
      await waitFor(() => expect(elsewhere.router.state.location.pathname).toBe('/volunteer-dashboard'));
      elsewhere.unmount();
    }
  });

  it("shows the server's message in red above the form", async () => {
    mockFetch(() => ({ status: 429, body: { statusCode: 429, message: 'Too many login attempts. Please try again later.' } }));
    const { user, router } = renderLogin();
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many login attempts. Please try again later.');
    expect(alert).toHaveClass('sh-login__error');
    expect(alert.compareDocumentPosition(screen.getByLabelText('Email')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("falls back to 'Invalid credentials' when the server gives no message", async () => {
    mockFetch(() => ({ status: 401, body: '' }));
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('says so when the server cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockNetworkFailure();
    const { user } = renderLogin();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please check your connection.');
  });

  describe('in Hindi (/hi/login)', () => {
    beforeAll(() => Promise.all([loginText.load('hi'), messagesText.load('hi')]));

    function renderHindi() {
      const view = renderAt(<LoginPage />, { path: '/hi/login' });
      return { ...view, user: userEvent.setup() };
    }

    async function signInHindi(user: ReturnType<typeof userEvent.setup>) {
      await user.type(screen.getByLabelText('ईमेल'), 'asha@example.org');
      await user.type(screen.getByLabelText('पासवर्ड'), 'secret-pass');
      await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    }

    it('asks for email and password in Hindi', () => {
      renderHindi();
      expect(screen.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeInTheDocument();
      expect(screen.getByText('संस्था के कर्मचारियों और डैशबोर्ड खाते वाले स्वयंसेवकों के लिए।')).toBeInTheDocument();
      expect(screen.getByLabelText('ईमेल')).toBeRequired();
      expect(screen.getByLabelText('पासवर्ड')).toBeRequired();
    });

    it('sends a volunteer to the Hindi dashboard', async () => {
      mockFetch(() => ({ body: { _id: 'v1', email: 'asha@example.org', role: 'volunteer', token: 'jwt-v' } }));
      const { user, router } = renderHindi();
      await signInHindi(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/hi/volunteer-dashboard'));
    });

    it('sends a teacher to the Hindi team dashboard', async () => {
      mockFetch(() => ({ body: { _id: 't1', email: 'team@example.org', role: 'team', token: 'jwt-t' } }));
      const { user, router } = renderHindi();
      await signInHindi(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/hi/member-dashboard'));
    });

    it('sends staff to their English dashboards', async () => {
      mockFetch(() => ({ body: { _id: 'h1', email: 'hr@example.org', role: 'hr', token: 'jwt-h' } }));
      const { user, router } = renderHindi();
      await signInHindi(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/hr-dashboard'));
    });

    it("says 'Invalid credentials' in Hindi", async () => {
      mockFetch(() => ({ status: 401, body: '' }));
      const { user } = renderHindi();
      await signInHindi(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('ईमेल या पासवर्ड सही नहीं है');
    });

    it('says so in Hindi when the server cannot be reached', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      mockNetworkFailure();
      const { user } = renderHindi();
      await signInHindi(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('नेटवर्क में गड़बड़ी है। कृपया अपना इंटरनेट कनेक्शन जाँचें।');
    });

    it("a role without a dashboard is told in Hindi and goes to the Hindi home page", async () => {
      const toastError = jest.spyOn(toast, 'error');
      mockFetch((url) => (url === '/api/auth/login' ? { body: { _id: 'u2', email: 'user@example.org', role: 'user', token: 'jwt-u' } } : { status: 204 }));
      const { user, router } = renderHindi();
      await signInHindi(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/hi'));
      expect(toastError).toHaveBeenCalledWith('इस खाते को यहाँ आने की अनुमति नहीं है');
    });
  });
});
