import { mockFetch, mockNetworkFailure } from '../testing/mock-fetch';
import { setNavigator } from '../navigation';
import { logout } from './logout';
import { useSession } from './session-store';

const navigate = jest.fn();
const admin = { _id: 'a1', email: 'admin@example.org', role: 'admin' as const };

beforeEach(() => {
  useSession.getState().clear();
  setNavigator(navigate);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('session store', () => {
  it('stores the user and the token under separate keys', () => {
    useSession.getState().login(admin, 'jwt-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(admin);
    expect(window.localStorage.getItem('token')).toBe('jwt-1');
    expect(useSession.getState()).toMatchObject({ user: admin, token: 'jwt-1' });
  });

  it('keeps only _id, email and role of the user', () => {
    useSession.getState().login({ ...admin, token: 'x', password: 'y' } as never, 'jwt-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(admin);
  });

  it('follows another tab that logs out', () => {
    useSession.getState().login(admin, 'jwt-1');
    window.localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(useSession.getState().user).toBeNull();
  });

  it('starts signed out, and keeps a login for this tab, when the browser blocks site data', () => {
    // Chrome with site data blocked throws on any use of localStorage, even reading it.
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    let blocked: typeof useSession = useSession;
    jest.isolateModules(() => {
      ({ useSession: blocked } = require('./session-store') as typeof import('./session-store'));
    });
    expect(blocked.getState()).toMatchObject({ user: null, token: null });

    blocked.getState().login(admin, 'jwt-1');
    expect(blocked.getState()).toMatchObject({ user: admin, token: 'jwt-1' });
    blocked.getState().clear();
    expect(blocked.getState()).toMatchObject({ user: null, token: null });
  });

  it('keeps a login the browser refuses to store, and leaves no older token in storage', () => {
    window.localStorage.setItem('user', JSON.stringify(admin));
    window.localStorage.setItem('token', 'older-token');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation((key) => {
      if (key === 'token') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const hr = { _id: 'h1', email: 'hr@example.org', role: 'hr' as const };
    useSession.getState().login(hr, 'jwt-2');
    expect(useSession.getState()).toMatchObject({ user: hr, token: 'jwt-2' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('logout ends the session on the server, clears it and goes to /login', async () => {
    useSession.getState().login(admin, 'jwt-1');
    const fetchMock = mockFetch(() => ({ status: 204 }));
    await logout();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBe('Bearer jwt-1');
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('logout clears the session and goes to /login even when the call fails', async () => {
    useSession.getState().login(admin, 'jwt-1');
    mockNetworkFailure();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await logout();
    expect(useSession.getState()).toMatchObject({ user: null, token: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    // The failed revoke settles (logged by the client, then ignored) before the test ends.
    await new Promise(process.nextTick);
  });

  it('logout signs out at once, before a stalled server answers', async () => {
    useSession.getState().login(admin, 'jwt-1');
    const fetchMock = mockFetch(() => new Promise(() => undefined));
    await logout();
    expect(useSession.getState()).toMatchObject({ user: null, token: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    // The token is still revoked: the call went out with it.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer jwt-1');
  });
});
