// nginx's body sizes against the API's own limits: every upload route the API documents gets through the
// gateway with its largest file and room for its form, and a JSON body as large as the API takes.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { JSON_BODY_LIMIT_BYTES } from '@society/contracts';
import { createTestApp, type TestApp } from './helpers/app';

// CommonJS script of the repository (npm start, the browser tests and the gateway image render it).
const gateway = require('../../scripts/lib/gateway.cjs') as { BODY_ROOM_BYTES: number; renderGatewayConfig(options: object): string };

const MB = 1024 * 1024;
const templateFile = path.resolve(__dirname, '../../nginx/gateway.conf.template');

type Schema = { properties?: Record<string, { format?: string; description?: string }> };
type Document = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>> };

/** nginx's size (1234k, 5m or bytes) in bytes. */
function bytesOf(size: string): number {
  const [, number, unit] = /^(\d+)([km]?)$/i.exec(size) ?? [];
  if (!number) throw new Error(`not an nginx size: ${size}`);
  return Number(number) * (unit?.toLowerCase() === 'm' ? MB : unit?.toLowerCase() === 'k' ? 1024 : 1);
}

/** The rendered config's client_max_body_size for a path under /api/: its own location's, else the server's. */
function gatewayLimitFor(config: string, apiPath: string): number {
  const server = /^ {4}client_max_body_size (\S+);/m.exec(config)![1];
  for (const [, kind, pattern, size] of config.matchAll(/location (=|~) (\S+) \{\s*client_max_body_size (\S+);/g)) {
    if (kind === '=' ? pattern === apiPath : new RegExp(pattern).test(apiPath)) return bytesOf(size);
  }
  return bytesOf(server);
}

describe("the gateway's body sizes, made from the API's limits", () => {
  let t: TestApp;
  let document: Document;
  const config = gateway.renderGatewayConfig({ logsDir: '/tmp', listen: '127.0.0.1:8080', apiPort: 3000 });

  beforeAll(async () => {
    t = await createTestApp();
    document = (await request(t.http).get('/api/docs-json').expect(200)).body as Document;
  });

  it('writes no size by hand in the template: each is a slot the contracts fill', () => {
    const sizes = [...fs.readFileSync(templateFile, 'utf8').matchAll(/client_max_body_size ([^;]+);/g)].map((match) => match[1]);
    expect(sizes.length).toBeGreaterThan(5);
    for (const size of sizes) expect(size).toMatch(/^\{\{BODY_MAX_[A-Z0-9_]+\}\}$/);
  });

  it('lets every documented upload through with its largest file and room for its form', () => {
    const uploads = Object.entries(document.paths).flatMap(([apiPath, item]) =>
      Object.values(item).flatMap((operation) => {
        const form = operation.requestBody?.content['multipart/form-data']?.schema;
        return Object.values(form?.properties ?? {})
          .filter((field) => field.format === 'binary')
          // The document says it as "…, at most 4.76837158203125 MB" (MB of 1,048,576 bytes).
          .map((field) => ({ apiPath: apiPath.replace(/\{[^}]+\}/g, 'x'), maxBytes: Math.round(Number(/at most ([\d.]+) MB/.exec(field.description ?? '')![1]) * MB) }));
      }),
    );
    expect(uploads.length).toBeGreaterThan(8);
    const short = uploads.filter(({ apiPath, maxBytes }) => gatewayLimitFor(config, apiPath) < maxBytes + gateway.BODY_ROOM_BYTES);
    expect(short).toEqual([]);
  });

  it('lets a JSON body as large as the API takes through to the API', () => {
    expect(gatewayLimitFor(config, '/api/public/contact')).toBeGreaterThanOrEqual(JSON_BODY_LIMIT_BYTES + gateway.BODY_ROOM_BYTES);
  });
});
