import fs from 'node:fs';
import path from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Collection, Connection } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { donationSuccessMessage, LIMITS, MESSAGES, UPLOAD_LIMITS, type Role } from '@society/contracts';
import { DonationRepository } from '../src/database/repositories/donation.repository';
import { DONATION_MESSAGES } from '../src/modules/admin/donations.service';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { loginAs, newAddress, uniqueEmail, type LoggedIn } from './helpers/factories';
import {
  HTML_PAGE,
  makeImage,
  makeJpegWithExif,
  makeNoisePng,
  makePngClaiming,
  pngHeaderThenGarbage,
  SVG_IMAGE,
  truncatedPng,
} from './helpers/images';
import { listFiles } from './helpers/uploads';

const DONATIONS = '/api/public/donations';
const STORED_NAME = /^private\/donations\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

interface Upload {
  data: Buffer;
  filename: string;
  contentType: string;
}

describe('donation receipt requests', () => {
  let t: TestApp;
  let donations: Collection;
  let admin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    donations = t.app.get<Connection>(getConnectionToken()).collection('donations');
    admin = await loginAs(t, 'admin');
  });

  function fields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
    const all: Record<string, string | undefined> = {
      name: 'Kavita Rao',
      email: uniqueEmail('donor'),
      amount: '2500',
      mode: 'UPI',
      utr: '412345678901',
      ...overrides,
    };
    return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
  }

  /** A multipart request as the Donate form sends it. */
  function submit(values: Record<string, string>, screenshot?: Upload, from = newAddress()) {
    const req = request(t.http).post(DONATIONS).set(from);
    for (const [key, value] of Object.entries(values)) req.field(key, value);
    if (screenshot) req.attach('screenshot', screenshot.data, { filename: screenshot.filename, contentType: screenshot.contentType });
    // Without any part supertest would send no body at all; a form always has fields.
    return req;
  }

  /** Asserts a request changed nothing: no donation, no file. */
  async function expectNothingStored(action: () => Promise<void>): Promise<void> {
    const count = await donations.countDocuments();
    const files = listFiles(t.uploadDir);
    await action();
    expect(await donations.countDocuments()).toBe(count);
    expect(listFiles(t.uploadDir)).toEqual(files);
  }

  describe('POST /api/public/donations', () => {
    it('may be called by anyone: stores the request without a screenshot and answers with the SPEC text', async () => {
      const values = fields({ amount: '2500', mode: undefined, email: ' Kavita@Example.ORG ' });
      const response = await submit(values).expect(201);

      expect(response.body).toEqual({ message: donationSuccessMessage(2500, 'kavita@example.org') });
      const stored = await donations.findOne({ email: 'kavita@example.org' });
      expect(stored).toMatchObject({ name: 'Kavita Rao', amount: 2500, mode: 'Bank Transfer', utr: '412345678901', receiptGenerated: false });
      expect(stored?.date).toBeInstanceOf(Date);
      expect(stored?.screenshotPath).toBeUndefined();
    });

    it('also accepts a JSON body, and rupees with paise', async () => {
      const body = { name: 'Anil', email: uniqueEmail('json'), amount: 99.5, mode: 'Cheque', utr: 'Cheque 001234' };
      const response = await request(t.http).post(DONATIONS).set(newAddress()).send(body).expect(201);
      expect(response.body).toEqual({ message: donationSuccessMessage(99.5, body.email) });
    });

    it('stores a PNG screenshot re-encoded, under a random name in the private folder, and keeps its key', async () => {
      const values = fields();
      const png = await makeImage('png', 120, 200);
      await submit(values, { data: png, filename: 'my-payment.png', contentType: 'image/png' }).expect(201);

      const stored = await donations.findOne({ email: values.email });
      expect(stored?.screenshotPath).toMatch(STORED_NAME);
      expect(stored?.screenshotPath).toMatch(/\.png$/);
      const file = path.join(t.uploadDir, stored?.screenshotPath as string);
      const metadata = await sharp(fs.readFileSync(file)).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: 120, height: 200 });
      expect(listFiles(t.uploadDir).some((name) => name.includes('my-payment'))).toBe(false);
    });

    it('stores JPEG and WebP screenshots with their own extension, and drops the photo metadata', async () => {
      const jpeg = fields();
      await submit(jpeg, { data: await makeJpegWithExif(), filename: 'photo.jpeg', contentType: 'image/jpeg' }).expect(201);
      const webp = fields();
      await submit(webp, { data: await makeImage('webp'), filename: 'shot.webp', contentType: 'image/webp' }).expect(201);

      const jpegPath = (await donations.findOne({ email: jpeg.email }))?.screenshotPath as string;
      expect(jpegPath).toMatch(/\.jpg$/);
      const jpegMetadata = await sharp(fs.readFileSync(path.join(t.uploadDir, jpegPath))).metadata();
      expect(jpegMetadata.exif).toBeUndefined();
      expect(fs.readFileSync(path.join(t.uploadDir, jpegPath)).includes('secret-exif-marker')).toBe(false);
      expect((await donations.findOne({ email: webp.email }))?.screenshotPath).toMatch(/\.webp$/);
    });

    it('never serves a stored screenshot through the public uploads route', async () => {
      const values = fields();
      await submit(values, { data: await makeImage('png'), filename: 'pay.png', contentType: 'image/png' }).expect(201);
      const key = (await donations.findOne({ email: values.email }))?.screenshotPath as string;
      const name = path.basename(key);

      for (const url of [
        `/api/uploads/public/donations/${name}`,
        `/api/uploads/${key}`,
        `/api/uploads/public/..%2Fprivate%2Fdonations%2F${name}`,
        `/api/uploads/public/%2e%2e/private/donations/${name}`,
        `/api/uploads/public/..%2F..%2F${encodeURIComponent(key)}`,
      ]) {
        const response = await request(t.http).get(url);
        expectError(response, 404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
    });

    it.each([
      ['no name', { name: undefined }, 'name', 'name is required'],
      ['no email', { email: undefined }, 'email', 'email is required'],
      ['a malformed email', { email: 'donor@@example.org' }, 'email', 'email must be a valid email address'],
      ['no utr', { utr: undefined }, 'utr', 'utr is required'],
      ['a blank utr', { utr: '   ' }, 'utr', 'utr is required'],
      ['a utr too long', { utr: '1'.repeat(LIMITS.shortTextMax + 1) }, 'utr', `utr must be at most ${LIMITS.shortTextMax} characters`],
      ['an unknown mode', { mode: 'Bitcoin' }, 'mode', 'mode must be one of: Bank Transfer, Cheque, UPI, Other'],
      ['no amount', { amount: undefined }, 'amount', 'amount is required'],
      ['an empty amount', { amount: '' }, 'amount', 'amount is required'],
      ['an amount in words', { amount: 'five hundred' }, 'amount', 'amount must be a number of rupees with at most 2 decimals'],
      ['NaN', { amount: 'NaN' }, 'amount', 'amount must be a number of rupees with at most 2 decimals'],
      ['Infinity', { amount: 'Infinity' }, 'amount', 'amount must be a number of rupees with at most 2 decimals'],
      ['an exponent', { amount: '1e3' }, 'amount', 'amount must be a number of rupees with at most 2 decimals'],
      ['three decimals', { amount: '10.125' }, 'amount', 'amount must be a number of rupees with at most 2 decimals'],
      ['zero', { amount: '0' }, 'amount', 'amount must be at least 1'],
      ['less than a rupee', { amount: '0.99' }, 'amount', 'amount must be at least 1'],
      ['a negative amount', { amount: '-500' }, 'amount', 'amount must be at least 1'],
      ['more than a crore', { amount: '10000000.01' }, 'amount', `amount must be at most ${LIMITS.donationAmountMax}`],
      ['an absurd amount', { amount: '9'.repeat(30) }, 'amount', 'amount must be a number of rupees with at most 2 decimals'],
      ['an unknown field', { receiptGenerated: 'true' }, 'receiptGenerated', 'property receiptGenerated should not exist'],
    ])('rejects %s with 400 naming the field, and stores nothing', async (_label, overrides, field, message) => {
      await expectNothingStored(async () => {
        const response = await submit(fields(overrides), { data: await makeImage('png'), filename: 'pay.png', contentType: 'image/png' });
        expectError(response, 400, message);
        expect(response.body.errors[field]).toContain(message);
      });
    });

    it(`rejects a screenshot over ${UPLOAD_LIMITS.donationScreenshot.label} with 413 and the SPEC text, and stores nothing`, async () => {
      const big = await makeNoisePng(UPLOAD_LIMITS.donationScreenshot.bytes + 1);
      expect(big.length).toBeGreaterThan(UPLOAD_LIMITS.donationScreenshot.bytes);
      await expectNothingStored(async () => {
        expectError(await submit(fields(), { data: big, filename: 'big.png', contentType: 'image/png' }), 413, MESSAGES.donationTooLarge);
      });
    });

    it('accepts a screenshot just under the limit', async () => {
      const almost = await makeNoisePng(UPLOAD_LIMITS.donationScreenshot.bytes - 40_000);
      expect(almost.length).toBeLessThanOrEqual(UPLOAD_LIMITS.donationScreenshot.bytes);
      await submit(fields(), { data: almost, filename: 'ok.png', contentType: 'image/png' }).expect(201);
    });

    it.each([
      ['a text file named .png', async () => ({ data: Buffer.from('just some text, honestly'), filename: 'receipt.png', contentType: 'image/png' })],
      ['an SVG image', async () => ({ data: SVG_IMAGE, filename: 'receipt.svg', contentType: 'image/svg+xml' })],
      ['an HTML page named .png', async () => ({ data: HTML_PAGE, filename: 'receipt.png', contentType: 'image/png' })],
      ['a PNG header followed by garbage', async () => ({ data: pngHeaderThenGarbage(), filename: 'receipt.png', contentType: 'image/png' })],
      ['a truncated PNG', async () => ({ data: await truncatedPng(), filename: 'receipt.png', contentType: 'image/png' })],
      ['a PNG claiming 100000 × 100000 pixels', async () => ({ data: await makePngClaiming(100_000, 100_000), filename: 'huge.png', contentType: 'image/png' })],
      ['a GIF', async () => ({ data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer(), filename: 'a.gif', contentType: 'image/gif' })],
      ['an empty file', async () => ({ data: Buffer.alloc(0), filename: 'empty.png', contentType: 'image/png' })],
    ])(`rejects %s with 415 '${MESSAGES.donationBadType}', and stores nothing`, async (_label, make) => {
      const upload = await make();
      await expectNothingStored(async () => {
        expectError(await submit(fields(), upload), 415, MESSAGES.donationBadType);
      });
    });

    it('rejects a file sent under another field name, or two screenshots, with 400', async () => {
      const png = await makeImage('png');
      await expectNothingStored(async () => {
        const other = request(t.http).post(DONATIONS).set(newAddress());
        for (const [key, value] of Object.entries(fields())) other.field(key, value);
        expectError(await other.attach('photo', png, { filename: 'a.png', contentType: 'image/png' }), 400);

        const two = request(t.http).post(DONATIONS).set(newAddress());
        for (const [key, value] of Object.entries(fields())) two.field(key, value);
        two.attach('screenshot', png, { filename: 'a.png', contentType: 'image/png' });
        expectError(await two.attach('screenshot', png, { filename: 'b.png', contentType: 'image/png' }), 400);
      });
    });

    it('deletes the stored screenshot when the database refuses the record', async () => {
      const repository = t.app.get(DonationRepository);
      const failure = Object.assign(new Error('connection reset'), { name: 'MongoNetworkError' });
      const spy = jest.spyOn(repository, 'create').mockRejectedValueOnce(failure);
      try {
        await expectNothingStored(async () => {
          const response = await submit(fields(), { data: await makeImage('png'), filename: 'pay.png', contentType: 'image/png' });
          expectError(response, 503);
        });
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('the admin calls on the public path', () => {
    const routes: Array<[string, string]> = [
      ['get', DONATIONS],
      ['put', `${DONATIONS}/0123456789abcdef01234567/status`],
    ];

    it.each(routes)('%s %s: 401 without a token', async (method, url) => {
      const response = await (request(t.http) as unknown as Record<string, (p: string) => request.Test>)[method](url);
      expectError(response, 401, MESSAGES.sessionRequired);
    });

    it.each(['hr', 'team'] as Role[])('403 for role %s on each', async (role) => {
      const other = await loginAs(t, role);
      for (const [method, url] of routes) {
        const response = await (request(t.http) as unknown as Record<string, (p: string) => request.Test>)
          [method](url)
          .set('Authorization', other.auth)
          .send({ receiptGenerated: true });
        expectError(response, 403, MESSAGES.forbidden);
      }
    });

    it('GET lists donations newest first, with the record fields for the admin', async () => {
      const older = fields({ amount: '100' });
      const newer = fields({ amount: '200' });
      await submit(older).expect(201);
      await submit(newer, { data: await makeImage('png'), filename: 'pay.png', contentType: 'image/png' }).expect(201);

      const response = await request(t.http).get(DONATIONS).set('Authorization', admin.auth).expect(200);

      expect(response.body.slice(0, 2).map((d: { email: string }) => d.email)).toEqual([newer.email, older.email]);
      expect(Object.keys(response.body[0]).sort()).toEqual(
        ['_id', 'address', 'amount', 'createdAt', 'date', 'email', 'hasScreenshot', 'mail', 'mode', 'name', 'pan', 'receipt', 'receiptGenerated', 'utr', 'voidedReceipts'].sort(),
      );
      expect(response.body[0]).toMatchObject({ amount: 200, mode: 'UPI', receiptGenerated: false, hasScreenshot: true });
      expect(response.body[1].hasScreenshot).toBe(false);
      // The private storage key never leaves the server.
      expect(response.text).not.toMatch(/private\/donations/);
    });

    it("PUT status sets the receipt from pending to done once; after that 409 'Receipt already generated'", async () => {
      const values = fields();
      await submit(values).expect(201);
      const id = String((await donations.findOne({ email: values.email }))?._id);
      const status = (body: object) => request(t.http).put(`${DONATIONS}/${id}/status`).set('Authorization', admin.auth).send(body);

      expectError(await status({ receiptGenerated: false }), 400, DONATION_MESSAGES.onlyTrue);
      const done = await status({ receiptGenerated: true }).expect(200);
      expect(done.body).toMatchObject({ _id: id, email: values.email, receiptGenerated: true });

      expectError(await status({ receiptGenerated: true }), 409, DONATION_MESSAGES.alreadyGenerated);
      // false is never a valid body, whatever the donation's state.
      expectError(await status({ receiptGenerated: false }), 400, DONATION_MESSAGES.onlyTrue);
      expect((await donations.findOne({ email: values.email }))?.receiptGenerated).toBe(true);
    });

    describe('GET /api/admin/donations/:id/screenshot', () => {
      async function donationWithScreenshot(png: Buffer): Promise<string> {
        const values = fields();
        await submit(values, { data: png, filename: 'pay.png', contentType: 'image/png' }).expect(201);
        return String((await donations.findOne({ email: values.email }))?._id);
      }

      it('streams the stored screenshot to an admin as an image that is never cached or sniffed', async () => {
        const png = await makeImage('png', 90, 160);
        const id = await donationWithScreenshot(png);

        const response = await request(t.http)
          .get(`/api/admin/donations/${id}/screenshot`)
          .set('Authorization', admin.auth)
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200);

        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.headers['content-disposition']).toBe('inline');
        expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 90, height: 160 });
      });

      it('is 401 without a token and 403 for hr and team', async () => {
        const id = await donationWithScreenshot(await makeImage('png'));
        expectError(await request(t.http).get(`/api/admin/donations/${id}/screenshot`), 401, MESSAGES.sessionRequired);
        for (const role of ['hr', 'team'] as Role[]) {
          const other = await loginAs(t, role);
          expectError(await request(t.http).get(`/api/admin/donations/${id}/screenshot`).set('Authorization', other.auth), 403, MESSAGES.forbidden);
        }
      });

      it('answers 404 for a donation without a screenshot, an unknown donation, and 400 for a malformed id', async () => {
        const values = fields();
        await submit(values).expect(201);
        const id = String((await donations.findOne({ email: values.email }))?._id);
        const get = (path: string) => request(t.http).get(path).set('Authorization', admin.auth);
        expectError(await get(`/api/admin/donations/${id}/screenshot`), 404, DONATION_MESSAGES.noScreenshot);
        expectError(await get('/api/admin/donations/0123456789abcdef01234567/screenshot'), 404, DONATION_MESSAGES.notFound);
        expectError(await get('/api/admin/donations/nope/screenshot'), 400, 'Invalid id');
      });
    });

    it('PUT status validates the body and the id', async () => {
      const put = (url: string, body: object) => request(t.http).put(url).set('Authorization', admin.auth).send(body);
      expectError(await put(`${DONATIONS}/0123456789abcdef01234567/status`, {}), 400, 'receiptGenerated is required');
      expectError(await put(`${DONATIONS}/0123456789abcdef01234567/status`, { receiptGenerated: 'yes' }), 400, DONATION_MESSAGES.onlyTrue);
      expectError(await put(`${DONATIONS}/0123456789abcdef01234567/status`, { receiptGenerated: true }), 404, DONATION_MESSAGES.notFound);
      expectError(await put(`${DONATIONS}/not-an-id/status`, { receiptGenerated: true }), 400, 'Invalid id');
    });
  });
});
