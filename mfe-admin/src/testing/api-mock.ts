import { mockFetch, type FakeReply } from '@society/web-kit/src/testing/mock-fetch';

/** A fake answer, or a function giving one from the request (throw to simulate no response). */
export type FakeRoute = FakeReply | ((init: RequestInit, url: string) => FakeReply | Promise<FakeReply>);

/**
 * Replaces fetch with fake API routes keyed 'METHOD /api/path'. An unknown route answers 404, so a
 * call the test did not expect shows up as a failure on screen rather than passing unnoticed.
 */
export function mockApi(routes: Record<string, FakeRoute>): jest.Mock {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const route = routes[key];
    if (!route) return { status: 404, body: { statusCode: 404, message: `No fake route for ${key}` } };
    return typeof route === 'function' ? route(init, url) : route;
  });
}

/** The requests the mock received for 'METHOD /api/path'. */
export function requestsTo(mock: jest.Mock, key: string): RequestInit[] {
  return mock.mock.calls
    .filter(([url, init]: [string, RequestInit]) => `${init?.method ?? 'GET'} ${url}` === key)
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
