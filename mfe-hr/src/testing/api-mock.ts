import { mockFetch, type FakeReply } from '@society/web-kit/src/testing/mock-fetch';

/** A fake answer, or a function giving one from the request. */
export type FakeRoute = FakeReply | ((init: RequestInit, url: string) => FakeReply | Promise<FakeReply>);

/**
 * Replaces fetch with fake API routes keyed 'METHOD /api/path'. An unknown route answers 404, so a
 * call the test did not expect shows up as a failure rather than passing unnoticed.
 */
export function mockApi(routes: Record<string, FakeRoute>): jest.Mock {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    // A route named without a query answers every query of its path.
    const route = routes[key] ?? routes[key.split('?')[0]];
    if (!route) return { status: 404, body: { statusCode: 404, message: `No fake route for ${key}` } };
    return typeof route === 'function' ? route(init, url) : route;
  });
}

/** The requests the mock received for 'METHOD /api/path' (any query string), or 'METHOD /api/path?query' (that one). */
export function requestsTo(mock: jest.Mock, key: string): RequestInit[] {
  const matches = (sent: string) => sent === key || (!key.includes('?') && sent.split('?')[0] === key);
  return mock.mock.calls
    .filter(([url, init]: [string, RequestInit]) => matches(`${init?.method ?? 'GET'} ${url}`))
    .map(([, init]: [string, RequestInit]) => init);
}

/** Every request body the mock received for 'METHOD /api/path', parsed. */
export function bodiesTo(mock: jest.Mock, key: string): Array<Record<string, unknown>> {
  return requestsTo(mock, key).map((init) => JSON.parse(String(init.body)) as Record<string, unknown>);
}

/**
 * Stops the clock at `iso` for Date only (timers keep running), so 'now' in a request is exact.
 * Undo with jest.useRealTimers().
 */
export function freezeDate(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
