import { mockFetch, type FakeReply } from '@society/web-kit/src/testing/mock-fetch';

/** A fake answer, or a function giving one from the request (throw to simulate no response). */
export type FakeRoute = FakeReply | ((init: RequestInit, url: string) => FakeReply | Promise<FakeReply>);

/**
 * Replaces fetch with fake API routes keyed 'METHOD /api/path'. A request with a query string takes the
 * route of its exact address, else that of its path (a function route reads the query from the url). An
 * unknown route answers 404, so a call the test did not expect shows up as a failure on screen rather
 * than passing unnoticed.
 */
export function mockApi(routes: Record<string, FakeRoute>): jest.Mock {
  return mockFetch(async (url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const route = routes[key] ?? routes[key.split('?')[0]];
    if (!route) return { status: 404, body: { statusCode: 404, message: `No fake route for ${key}` } };
    const reply = typeof route === 'function' ? await route(init, url) : route;
    if ((init.method ?? 'GET') !== 'GET' && (reply.status ?? 200) < 300) for (const listener of savedListeners) listener(reply.body, key);
    return reply;
  });
}

const savedListeners = new Set<(body: unknown, request: string) => void>();

/**
 * Calls `listener` with the body and the request ('DELETE /api/...') of every successful write the fake API
 * answers, so a fake list can keep what was saved (as the real API would show it on the next read). Returns
 * the way to stop listening.
 */
export function onSaved(listener: (body: unknown, request: string) => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

// jest's afterEach cannot be added from inside a test: the listeners a test starts stop when it ends.
const stopAfterTest: Array<() => void> = [];
afterEach(() => stopAfterTest.splice(0).forEach((stop) => stop()));

/** onSaved for the running test only. */
export function onSavedInThisTest(listener: (body: unknown, request: string) => void): void {
  stopAfterTest.push(onSaved(listener));
}

/** The requests the mock received for 'METHOD /api/path' (any query string), or 'METHOD /api/path?query' (that one). */
export function requestsTo(mock: jest.Mock, key: string): RequestInit[] {
  const matches = (sent: string) => sent === key || (!key.includes('?') && sent.split('?')[0] === key);
  return mock.mock.calls
    .filter(([url, init]: [string, RequestInit]) => matches(`${init?.method ?? 'GET'} ${url}`))
    .map(([, init]: [string, RequestInit]) => init);
}

export function jsonOf(init: RequestInit): Record<string, unknown> {
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

/** A reply the test releases when it wants (to see what shows while a call is pending). */
export function deferredReply(): { route: () => Promise<FakeReply>; resolve: (reply: FakeReply) => void } {
  let resolve: (reply: FakeReply) => void = () => undefined;
  const pending = new Promise<FakeReply>((done) => {
    resolve = done;
  });
  return { route: () => pending, resolve: (reply) => resolve(reply) };
}
