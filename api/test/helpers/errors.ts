import type { Response } from 'supertest';

/** Asserts the API's one error shape: {statusCode, message} (+ errors), the given status, and no stack. */
export function expectError(response: Response, status: number, message?: string | RegExp): void {
  expect(response.status).toBe(status);
  expect(response.body.statusCode).toBe(status);
  expect(typeof response.body.message).toBe('string');
  expect(response.body.message.length).toBeGreaterThan(0);
  if (typeof message === 'string') expect(response.body.message).toBe(message);
  if (message instanceof RegExp) expect(response.body.message).toMatch(message);
  const allowed = ['statusCode', 'message', 'errors'];
  expect(Object.keys(response.body).filter((key) => !allowed.includes(key))).toEqual([]);
  expect(response.text).not.toMatch(/\bat .+:\d+:\d+|stack/i);
}
