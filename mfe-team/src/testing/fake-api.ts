import { mockFetch, type FakeReply } from '@society/web-kit/src/testing/mock-fetch';

/** A reply, or a function of the request that gives one. */
export type FakeEndpoint = FakeReply | ((init: RequestInit, url: string) => FakeReply | Promise<FakeReply>);

/**
 * fetch answering like the API for the given 'METHOD /api/path' keys. Anything else gets a 404,
 * so an unexpected call shows up on screen instead of passing silently.
 */
export function fakeApi(endpoints: Record<string, FakeEndpoint>): jest.Mock {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    // An endpoint named without a query answers every query of its path.
    const endpoint = endpoints[key] ?? endpoints[key.split('?')[0]];
    if (!endpoint) return { status: 404, body: { statusCode: 404, message: `Not faked: ${key}` } };
    return typeof endpoint === 'function' ? endpoint(init, url) : endpoint;
  });
}

/** The JSON bodies sent to 'METHOD /api/path', in order. */
export function bodiesSentTo(mock: jest.Mock, key: string): Array<Record<string, unknown>> {
  return mock.mock.calls
    .filter(([url, init]: [string, RequestInit]) => `${init.method ?? 'GET'} ${url}` === key)
    .map(([, init]: [string, RequestInit]) => (init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}));
}

/** A reply held back until the test releases it (to look at the screen while a call is pending). */
export function heldReply() {
  let release: (reply: FakeReply) => void = () => undefined;
  const reply = new Promise<FakeReply>((resolve) => {
    release = resolve;
  });
  return { endpoint: () => reply, release };
}
