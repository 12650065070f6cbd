import { getConnectionToken } from '@nestjs/mongoose';
import fc from 'fast-check';
import { mongo, type Connection } from 'mongoose';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { Role } from '@society/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { createAnnouncement, createApplicant, createCoreTeamMember, createGalleryItem, createPublication, loginAs, type LoggedIn } from './helpers/factories';
import { hostileBody, hostileId, hostileQuery, type HostileBody } from './helpers/hardening-requests';
import { allowedRoles, concretePath, discoverRoutes, key, type DiscoveredRoute } from './helpers/hardening-routes';

const RUNS = 5200;
// A fixed seed keeps CI repeatable; FUZZ_SEED=<n> explores other inputs (the seed is in the failure message).
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/**
 * Bookkeeping written whether the request is accepted or not: rate limiting (every request to a public form or
 * a login), and the claim a staff step takes on its record before it decides (api/src/database/step-claims.ts).
 */
const BOOKKEEPING = new Set(['throttle_hits', 'step_claims']);
const STACK_TRACE = /\bat .+:\d+:\d+|node_modules|\.ts:\d+/;

type Snapshot = Map<string, Map<string, string>>;

/** Every document of every collection, as Extended JSON (types included), by collection and _id. */
async function snapshot(connection: Connection): Promise<Snapshot> {
  const result: Snapshot = new Map();
  for (const { name } of await connection.db!.listCollections().toArray()) {
    if (BOOKKEEPING.has(name)) continue;
    const documents = await connection.db!.collection(name).find().toArray();
    result.set(name, new Map(documents.map((doc) => [String(doc._id), mongo.BSON.EJSON.stringify(doc, { relaxed: false })])));
  }
  return result;
}

describe('hostile input on every route (property-based)', () => {
  let t: TestApp;
  let base: string;
  let routes: DiscoveredRoute[];
  const sessions = {} as Record<Role, LoggedIn>;

  beforeAll(async () => {
    t = await createTestApp();
    // One listening server for thousands of requests (supertest would otherwise bind one per request).
    const server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    routes = discoverRoutes(t.app);
    for (const role of ['admin', 'hr', 'team', 'user', 'volunteer'] as const) sessions[role] = await loginAs(t, role);
    // Something in every collection, so a leak or an overwrite would show in the snapshot.
    await createAnnouncement(t.app);
    await createApplicant(t.app);
    await createCoreTeamMember(t.app);
    await createGalleryItem(t.app);
    await createPublication(t.app);
  });

  function build(route: DiscoveredRoute, id: string, body: HostileBody, query: Record<string, string> | undefined, withToken: boolean, address: number) {
    let test = request(base)[route.method](concretePath(route.pattern, id, `${id}/x.png`)).timeout({ deadline: 20_000 });
    const role = allowedRoles(route.access)[0];
    // Logging out would end the shared session: that route is sent without a token.
    if (withToken && role && key(route) !== 'POST /api/auth/logout') test = test.set('Authorization', sessions[role].auth);
    // Public forms count per address; the login keeps one address so its throttle is exercised too.
    if (route.access === 'public' && route.pattern !== '/api/auth/login') test = test.set('X-Forwarded-For', `10.99.${address >> 8}.${address & 255}`);
    if (query) test = test.query(query);
    if (body.kind === 'json') return test.set('Content-Type', 'application/json').send(JSON.stringify(body.value));
    if (body.kind === 'raw') return test.set('Content-Type', body.contentType).send(body.body);
    if (body.kind === 'multipart') {
      for (const [name, value] of body.fields) test = test.field(name, value);
      return body.file ? test.attach(body.file.field, body.file.data, body.file.name) : test.field('x', 'y');
    }
    return test;
  }

  it('answers a body nested 3000 levels deep with 400, not a 500 from the validator’s recursion', async () => {
    let body: unknown = 'bottom';
    for (let i = 0; i < 3000; i += 1) body = { name: body };
    const response = await request(base).post('/api/public/contact').set('X-Forwarded-For', '10.98.0.1').send({ name: body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'Request body is nested too deeply.' });
  });

  it('answers a lone UTF-16 surrogate in a JSON string or key with 400, not a 500 from the email validator', async () => {
    const admin = await loginAs(t, 'admin');
    for (const text of ['{"email":"x\\udc00y@example.org","password":"long-enough-1","role":"hr"}', '{"x\\ud800":1}']) {
      const response = await request(base).post('/api/admin/users').set('Authorization', admin.auth).set('Content-Type', 'application/json').send(text);
      expect(response.body).toEqual({ statusCode: 400, message: 'Request body contains text that is not valid Unicode.' });
    }
  });

  it(`answers ${RUNS} generated requests with a 4xx and a message (or a success), never a 5xx or a stack, and changes nothing it refused`, async () => {
    const before = await snapshot(t.app.get<Connection>(getConnectionToken()));
    const successes = new Map<string, number>();
    const statuses = new Map<number, number>();
    let sent = 0;

    const problems: string[] = [];
    // fc.check, not fc.assert: every run is sent and every problem listed (not one counterexample of 100 KB).
    const details = await fc.check(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        hostileId,
        hostileBody,
        hostileQuery,
        fc.nat(9).map((n) => n > 0), // a token of the route's role 9 times in 10, so validation is reached
        fc.nat(4000),
        async (route, id, body, query, withToken, address) => {
          const response = await build(route, id, body, query, withToken, address);
          sent += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const where = `${key(route)} ${body.kind} → ${response.status} ${response.text.slice(0, 160)}`;
          if (response.status >= 500) problems.push(`server error: ${where}`);
          else if (response.status >= 400) {
            if (typeof response.body?.message !== 'string' || response.body.statusCode !== response.status) problems.push(`error body: ${where}`);
            if (STACK_TRACE.test(response.text)) problems.push(`stack trace: ${where}`);
          } else {
            successes.set(key(route), (successes.get(key(route)) ?? 0) + 1);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );

    expect(details.errorInstance).toBeNull();
    expect({ seed: SEED, problems: [...new Set(problems)].slice(0, 20) }).toEqual({ seed: SEED, problems: [] });
    expect(sent).toBeGreaterThanOrEqual(5000);
    // Every route was reached and most answers were refusals (the bodies are hostile).
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);

    const after = await snapshot(t.app.get<Connection>(getConnectionToken()));
    const creations = [...successes].filter(([route]) => route.startsWith('POST')).reduce((sum, [, count]) => sum + count, 0);
    const changed: string[] = [];
    let added = 0;
    for (const [collection, documents] of after) {
      const old = before.get(collection) ?? new Map<string, string>();
      for (const [id, text] of documents) {
        if (!old.has(id)) added += 1;
        // The documents a success changes in place: the visitor counter (increment-visitor) and the site settings (a section saved).
        else if (
          old.get(id) !== text &&
          !(collection === 'counters' && successes.has('POST /api/public/increment-visitor')) &&
          !(collection === 'site_settings' && [...successes.keys()].some((route) => /^(PUT|POST) \/api\/admin\/settings\//.test(route)))
        ) {
          changed.push(`${collection} ${id}`);
        }
      }
      for (const id of old.keys()) if (!documents.has(id)) changed.push(`${collection} ${id} deleted`);
    }
    for (const collection of before.keys()) if (!after.has(collection)) changed.push(`${collection} dropped`);
    expect(changed).toEqual([]);
    expect(added).toBeLessThanOrEqual(creations);
  }, 240_000);
});
