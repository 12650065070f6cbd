import QRCode from 'qrcode';
import request from 'supertest';
import { DONATION_REFERENCE_PATTERN, newDonationReference, SETTINGS_MESSAGES, upiNote, upiPayUri } from '@society/contracts';
import { matchCredits, requestKey } from '../src/modules/admin/bank-statements/matcher';
import { createTestApp, uniqueDatabaseName, type TestApp } from './helpers/app';
import { loginAs, newAddress, uniqueEmail } from './helpers/factories';
import { CONFIGURED_PAYMENTS } from './helpers/payment-settings';

const QR = '/api/public/upi-qr';

describe('the Donate page reference code', () => {
  it('is DON and six characters without look-alikes, and the UPI link carries it with the amount', () => {
    for (let i = 0; i < 200; i += 1) expect(newDonationReference()).toMatch(DONATION_REFERENCE_PATTERN);
    expect(newDonationReference(() => 0)).toBe('DON222222');
    expect(newDonationReference(() => 0.999)).toBe('DONZZZZZZ');
    expect('DONATION').not.toMatch(DONATION_REFERENCE_PATTERN);
    expect(upiPayUri({ id: 'society@sbi', payeeName: 'Society Welfare Trust' }, 1500, 'DON7KQ4MX')).toBe(
      'upi://pay?pa=society@sbi&pn=Society%20Welfare%20Trust&am=1500.00&cu=INR&tn=DON7KQ4MX%20Donation',
    );
  });

  it('lets the bank-statement matcher match a credit whose narration carries it, as banks print the UPI note', () => {
    const reference = 'DON7KQ4MX';
    const narration = `UPI/CR/433012345678/KAVITA RAO/SBIN/kavita@oksbi/${upiNote(reference)}`;
    const credit = { id: 'c1', day: 100, amount: 1500, references: ['433012345678'], narrationKey: requestKey(narration) };
    // The donor does not know the UTR: the reference code alone names the request.
    const request = { id: 'r1', day: 100, amount: 1500, utr: requestKey('do not know'), reference: requestKey(reference) };
    expect(matchCredits([credit], [request]).matched).toEqual([{ creditId: 'c1', requestId: 'r1' }]);
    // Another visit's code does not.
    expect(matchCredits([credit], [{ ...request, reference: 'DON7KQ4MY' }]).matched).toEqual([]);
  });
});

describe('GET /api/public/upi-qr', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ database: uniqueDatabaseName(), env: CONFIGURED_PAYMENTS });
  });

  it('answers, to anyone, a cacheable SVG QR code of the upi://pay link with the amount and the reference', async () => {
    const response = await request(t.http).get(QR).query({ amount: '1500', ref: 'DON7KQ4MX' }).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const svg = (response.body as Buffer).toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const expected = await QRCode.toString('upi://pay?pa=society@sbi&pn=Society%20Welfare%20Trust&am=1500.00&cu=INR&tn=DON7KQ4MX%20Donation', {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    expect(svg).toBe(expected);
  });

  it.each([
    ['no amount', { ref: 'DON7KQ4MX' }, 'amount'],
    ['paise', { amount: '1500.50', ref: 'DON7KQ4MX' }, 'amount'],
    ['zero', { amount: '0', ref: 'DON7KQ4MX' }, 'amount'],
    ['too much', { amount: '100000001', ref: 'DON7KQ4MX' }, 'amount'],
    ['words', { amount: 'lots', ref: 'DON7KQ4MX' }, 'amount'],
    ['no reference', { amount: '1500' }, 'ref'],
    ['a lower-case reference', { amount: '1500', ref: 'don7kq4mx' }, 'ref'],
    ['a look-alike in the reference', { amount: '1500', ref: 'DON7KQ4M0' }, 'ref'],
    ['a longer reference', { amount: '1500', ref: 'DON7KQ4MXX' }, 'ref'],
    ['another parameter', { amount: '1500', ref: 'DON7KQ4MX', pa: 'thief@upi' }, 'pa'],
  ])('answers 400 with a JSON message for %s', async (_case, query, field) => {
    const response = await request(t.http).get(QR).query(query).expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.message).toContain(field);
  });

  it('stores the reference of a receipt request, refuses a malformed one, and shows it to the admin', async () => {
    const email = uniqueEmail('upi');
    const send = (reference: string) =>
      request(t.http)
        .post('/api/public/donations')
        .set(newAddress())
        .field('name', 'Kavita Rao')
        .field('email', email)
        .field('amount', '1500')
        .field('mode', 'UPI')
        .field('utr', '433012345678')
        .field('reference', reference);
    expect((await send('DON7KQ4M0').expect(400)).body.message).toContain('reference');
    await send('DON7KQ4MX').expect(201);

    const admin = await loginAs(t, 'admin');
    const list = await request(t.http).get('/api/public/donations').set('Authorization', admin.auth).expect(200);
    const mine = (list.body as Array<{ email: string; reference: string }>).find((donation) => donation.email === email);
    expect(mine?.reference).toBe('DON7KQ4MX');
  });
});

describe('GET /api/public/upi-qr before the payment details are set', () => {
  it('answers 404 with why', async () => {
    const { UPI_ID: _upi, ...withoutUpi } = CONFIGURED_PAYMENTS;
    const t = await createTestApp({ database: uniqueDatabaseName(), env: withoutUpi });
    const response = await request(t.http).get(QR).query({ amount: '1500', ref: 'DON7KQ4MX' }).expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: SETTINGS_MESSAGES.paymentsNotSet });
  });
});
