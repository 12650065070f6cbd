import request from 'supertest';
import type { App } from 'supertest/types';

export type Method = 'get' | 'post' | 'put' | 'delete';
export type Route = [Method, string];

/** A request on a route, with the Authorization header when one is given. */
export function call(http: App, [method, path]: Route, auth?: string): request.Test {
  const test = request(http)[method](path);
  return auth ? test.set('Authorization', auth) : test;
}
