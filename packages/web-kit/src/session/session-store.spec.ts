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
  });
});
