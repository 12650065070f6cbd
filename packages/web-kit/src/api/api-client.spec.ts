import { MESSAGES } from '@society/contracts';
import { mockFetch, mockNetworkFailure } from '../testing/mock-fetch';
import { setNavigator } from '../navigation';
import { useSession } from '../session/session-store';
import { api, apiUrl } from './api-client';
import { ApiError } from './api-error';

const navigate = jest.fn();

/** The ApiError a call rejects with (fails the test if it resolves). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  useSession.getState().clear();
  setNavigator(navigate);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('apiUrl', () => {
  it('puts every path under /api and strips a leading /api', () => {
    expect(apiUrl('/public/Announcement')).toBe('/api/public/Announcement');
    expect(apiUrl('/api/public/Announcement')).toBe('/api/public/Announcement');
    expect(apiUrl('api/auth/login')).toBe('/api/auth/login');
    expect(apiUrl('public/x')).toBe('/api/public/x');
    expect(apiUrl('/apiary')).toBe('/api/apiary');
  });
});

describe('api client', () => {
  it('sends credentials and no Authorization header when signed out', async () => {
    const fetchMock = mockFetch(() => ({ body: { count: 3 } }));
    await expect(api.post('/api/public/increment-visitor')).resolves.toEqual({ count: 3 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/public/increment-visitor');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('sends the stored token as a bearer header', async () => {
    useSession.getState().login({ _id: 'u1', email: 'hr@example.org', role: 'hr' }, 'tok-123');
    const fetchMock = mockFetch(() => ({ body: [] }));
    await api.get('/hr/applicants');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer tok-123');
  });

  it('sends a plain object as JSON and FormData untouched', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: {} }));
    await api.post('/public/contact', { name: 'Asha' });
    const [, jsonInit] = fetchMock.mock.calls[0];
    expect(jsonInit.headers['Content-Type']).toBe('application/json');
    expect(jsonInit.body).toBe('{"name":"Asha"}');

    const form = new FormData();
    form.append('name', 'Asha');
    await api.post('/public/donations', form);
    const [, formInit] = fetchMock.mock.calls[1];
    expect(formInit.body).toBe(form);
    expect(formInit.headers['Content-Type']).toBeUndefined();
  });

  it('on 401 clears the stored session and goes to /login', async () => {
    useSession.getState().login({ _id: 'u1', email: 'a@example.org', role: 'admin' }, 'old');
    mockFetch(() => ({ status: 401, body: { statusCode: 401, message: 'Please log in to continue.' } }));
    await expect(api.get('/admin/users')).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('on a late 401 for an older token keeps the session of a newer login', async () => {
    useSession.getState().login({ _id: 'u1', email: 'a@example.org', role: 'admin' }, 'old');
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const call = api.get('/admin/users');
    useSession.getState().login({ _id: 'u1', email: 'a@example.org', role: 'admin' }, 'fresh');
    answer({ status: 401, body: { statusCode: 401, message: 'Please log in to continue.' } });
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBe('fresh');
    expect(window.localStorage.getItem('token')).toBe('fresh');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("sends a caller's own Authorization header instead of the session's token", async () => {
    useSession.getState().login({ _id: 'u1', email: 'a@example.org', role: 'admin' }, 'current');
    const fetchMock = mockFetch(() => ({ status: 204 }));
    await api.post('/auth/logout', undefined, { headers: { Authorization: 'Bearer other' }, redirectOn401: false });
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer other');
  });

  it('lets the login call keep its 401 message without leaving the page', async () => {
    mockFetch(() => ({ status: 401, body: { statusCode: 401, message: 'Invalid credentials' } }));
    const error = await failure(api.post('/auth/login', { email: 'x', password: 'y' }, { redirectOn401: false }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Invalid credentials');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("reports no response as 'Network error. Please check your connection.'", async () => {
    mockNetworkFailure();
    const error = await failure(api.get('/public/Announcement'));
    expect(error).toMatchObject({ status: 0, message: 'Network error. Please check your connection.' });
    expect(error.message).toBe(MESSAGES.networkError);
  });

  it("shows the server's message for any other error", async () => {
    mockFetch(() => ({ status: 429, body: { statusCode: 429, message: 'Too many messages sent. Please try again later.' } }));
    const error = await failure(api.post('/public/contact', {}));
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many messages sent. Please try again later.',
      serverMessage: 'Too many messages sent. Please try again later.',
    });
  });

  it("falls back to 'An error occurred. Please try again.' when the server gave no message", async () => {
    mockFetch(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const error = await failure(api.get('/public/publications'));
    expect(error).toMatchObject({ status: 502, message: 'An error occurred. Please try again.', serverMessage: undefined });
  });

  it('keeps per-field validation messages', async () => {
    mockFetch(() => ({
      status: 400,
      body: { statusCode: 400, message: 'email must be an email', errors: { email: ['email must be an email'] } },
    }));
    const error = await failure(api.post('/public/contact', {}));
    expect(error.fieldErrors).toEqual({ email: ['email must be an email'] });
  });
});
