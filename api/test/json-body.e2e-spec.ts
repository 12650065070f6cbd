import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { MESSAGES } from '@society/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { newAddress, uniqueEmail } from './helpers/factories';

/** JSON bodies, read by our own reader when plain (UTF-8, not compressed) and by body-parser otherwise: one behaviour. */
describe('JSON request bodies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  const message = () => JSON.stringify({ name: 'Asha Verma', email: uniqueEmail('body'), message: 'Can I teach on Saturdays?', fillSeconds: 40 });
  const send = (body: string | Buffer, type = 'application/json', headers: Record<string, string> = {}) =>
    request(t.http)
      .post('/api/public/contact')
      .set(newAddress())
      .set('Content-Type', type)
      .set(headers)
      // As given: supertest would send a Buffer as JSON of its bytes.
      .serialize((raw: unknown) => raw as string)
      .send(body);

  it.each([
    ['application/json', (text: string) => text],
    ['application/json; charset=utf-8', (text: string) => text],
    ['Application/JSON;charset="UTF-8"', (text: string) => text],
    ['application/json', (text: string) => `\uFEFF${text}`],
    ['application/json', (text: string) => ` \r\n\t${text}\n`],
  ])('reads %s %#', async (type, shape) => {
    const response = await send(shape(message()), type);
    expect([response.status, response.body]).toEqual([201, { message: MESSAGES.contactSuccess }]);
  });

  it('reads a gzip-compressed body (through body-parser)', async () => {
    const response = await send(gzipSync(Buffer.from(message())), 'application/json', { 'Content-Encoding': 'gzip' });
    expect([response.status, response.body]).toEqual([201, { message: MESSAGES.contactSuccess }]);
  });

  it('reads a body of many chunks whole: 300 KB, parsed, then refused for its unknown field', async () => {
    const text = JSON.stringify({ ...(JSON.parse(message()) as object), padding: 'é'.repeat(150_000) });
    expectError(await send(Buffer.from(text)), 400, 'property padding should not exist');
  });

  it('reads multi-byte text whole', async () => {
    const text = JSON.stringify({ ...(JSON.parse(message()) as object), message: 'é'.repeat(4000) });
    const response = await send(Buffer.from(text));
    expect([response.status, response.body]).toEqual([201, { message: MESSAGES.contactSuccess }]);
  });

  it.each([['"just a string"'], ['42'], ['null'], ['   '], ['{"name": "Asha",']])('answers %j with 400, as body-parser did', async (body) => {
    expectError(await send(body), 400, 'Request body is not valid JSON.');
  });

  it('takes a body of nothing but a byte-order mark for {}, as body-parser did: the validation names the first missing field', async () => {
    expectError(await send('\uFEFF'), 400, 'name is required');
  });

  it('answers a charset it cannot read with 415', async () => {
    expectError(await send(message(), 'application/json; charset=koi8-r'), 415, 'Unsupported request body encoding.');
  });
});
