/**
 * Test helper: replaces global fetch with a function answering like the API would. jsdom has no
 * fetch or Response, so the answers are minimal Response look-alikes.
 */
export interface FakeReply {
  status?: number;
  /** Sent as JSON unless a string. */
  body?: unknown;
}

export type FetchHandler = (url: string, init: RequestInit) => FakeReply | Promise<FakeReply>;

export function fakeResponse({ status = 200, body }: FakeReply): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const contentType = typeof body === 'string' ? 'text/plain' : 'application/json; charset=utf-8';
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

/** Installs the handler as fetch and returns the mock, to read its calls. */
export function mockFetch(handler: FetchHandler): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    fakeResponse(await handler(String(input), init)),
  );
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** fetch that fails like a dropped connection. */
export function mockNetworkFailure(): jest.Mock {
  const mock = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
