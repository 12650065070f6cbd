import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import request from 'supertest';
import { PAN_MESSAGE, type DonationRecord } from '@society/contracts';
import { CounterRepository } from '../src/database/repositories/counter.repository';
import { DonationRepository, type NewDonation } from '../src/database/repositories/donation.repository';
import type { DonationRecord as DonationDocument, Receipt } from '../src/database/schemas/donation.schema';
import type { StepClaim } from '../src/database/schemas/step-claim.schema';
import { DONATION_MESSAGES } from '../src/modules/admin/donations.service';
import { financialYearOf } from '../src/modules/admin/receipts/financial-year';
import { STALE_CLAIM_MS } from '../src/modules/admin/receipts/receipt-issuer';
import { FOLLOW_UP_COLUMNS, FOLLOW_UP_TITLE, FORM_10BD_COLUMNS } from '../src/modules/admin/receipts/form-10bd';
import { CASH_NOT_ELIGIBLE_NOTE, DEDUCTION_NOTE, NO_SIGNATURE_LINE } from '../src/modules/admin/receipts/receipt-pdf';
import { todayInIndia } from '../src/validation/calendar-day';
import { FileStorage } from '../src/storage/file-storage';
import { call, type Route } from './helpers/access';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { loginAs, newAddress, uniqueEmail, type LoggedIn } from './helpers/factories';
import { pdfText } from './helpers/pdf-text';
import { devanagariSkeleton, keepForViewing, pdfFonts, popplerText } from './helpers/poppler';

const FY = financialYearOf(new Date());

/** The society's details as the admin saves them in the Site tab (they are printed on receipts). */
const SOCIETY_IDENTITY = {
  name: 'Society Welfare Trust',
  pan: 'AAATS1234Q',
  registration12A: 'AAATS1234QE20213',
  registration12ADate: '2021-09-24',
  registration80G: 'AAATS1234QF20214',
  registration80GDate: '2021-09-24',
  registration80GValidUntil: '2030-03-31',
};
const ID = '0123456789abcdef01234567';

/** Reads a response body as bytes (supertest buffers only text by default). */
const binary: Parameters<request.Test['parse']>[0] = (response, done) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A message as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '2026-27/0007' → 7 */
function sequenceOf(number: string): number {
  expect(number).toMatch(new RegExp(`^${FY}/\\d{4,}$`));
  return Number(number.split('/')[1]);
}

describe('donation receipts and exports', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let hr: LoggedIn;
  let team: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, team] = await Promise.all([loginAs(t, 'admin'), loginAs(t, 'hr'), loginAs(t, 'team')]);
  });

  function seed(fields: Partial<NewDonation> = {}): Promise<DonationDocument> {
    return t.app.get(DonationRepository).create({
      name: 'Kavita Rao',
      email: uniqueEmail('donor'),
      amount: 2500,
      mode: 'UPI',
      utr: '412345678901',
      ...fields,
    });
  }

  function issue(id: string, auth = admin.auth) {
    return request(t.http).put(`/api/public/donations/${id}/status`).set('Authorization', auth).send({ receiptGenerated: true });
  }

  async function issued(id: string): Promise<DonationRecord> {
    const response = await issue(id).expect(200);
    return response.body as DonationRecord;
  }

  function download(id: string) {
    return request(t.http).get(`/api/admin/donations/${id}/receipt`).set('Authorization', admin.auth).buffer(true).parse(binary);
  }

  /** The same request, read as JSON (for the error answers). */
  function downloadError(id: string) {
    return request(t.http).get(`/api/admin/donations/${id}/receipt`).set('Authorization', admin.auth);
  }

  describe('who may call the new routes', () => {
    const routes: Route[] = [
      ['put', `/api/admin/donations/${ID}`],
      ['post', `/api/admin/donations/${ID}/receipt/void`],
      ['get', `/api/admin/donations/${ID}/receipt`],
      ['get', '/api/admin/donations/export.csv'],
      ['get', `/api/admin/donations/form-10bd.csv?fy=${FY}`],
      ['get', `/api/admin/donations/form-10bd-follow-up.csv?fy=${FY}`],
    ];

    it.each(routes)('%s %s: 401 without a token, 403 for hr and team, admin gets through', async (method, path) => {
      expectError(await call(t.http, [method, path]), 401);
      expectError(await call(t.http, [method, path], hr.auth), 403);
      expectError(await call(t.http, [method, path], team.auth), 403);
      const response = await call(t.http, [method, path], admin.auth).send(method === 'get' ? undefined : {});
      expect([401, 403]).not.toContain(response.status);
    });
  });

  describe('address and PAN on the public form', () => {
    it('stores them (PAN upper-cased) and shows them to admins only in the list', async () => {
      const email = uniqueEmail('donor');
      await request(t.http)
        .post('/api/public/donations')
        .set(newAddress())
        .field({ name: 'Arjun Mehta', email, amount: '1500', mode: 'UPI', utr: 'UTR123', address: ' 7 Mall Road, Ambala ', pan: ' abcde1234f ' })
        .expect(201);
      const list = await request(t.http).get('/api/public/donations').set('Authorization', admin.auth).expect(200);
      expect((list.body as DonationRecord[]).find((donation) => donation.email === email)).toMatchObject({
        address: '7 Mall Road, Ambala',
        pan: 'ABCDE1234F',
        receipt: null,
        voidedReceipts: [],
      });
    });

    it('keeps both optional, as the spec\'s form has them', async () => {
      const response = await request(t.http)
        .post('/api/public/donations')
        .set(newAddress())
        .field({ name: 'Arjun Mehta', email: uniqueEmail('donor'), amount: '100', utr: 'UTR9', pan: '', address: '' })
        .expect(201);
      expect(response.body.message).toMatch(/^Receipt request submitted for INR 100\./);
    });

    it('rejects a malformed PAN and an address over 500 characters with 400', async () => {
      const base = { name: 'Arjun Mehta', email: uniqueEmail('donor'), amount: '100', utr: 'UTR9' };
      expectError(await request(t.http).post('/api/public/donations').set(newAddress()).field({ ...base, pan: 'ABCDE12345' }), 400, PAN_MESSAGE);
      expectError(
        await request(t.http).post('/api/public/donations').set(newAddress()).field({ ...base, address: 'a'.repeat(501) }),
        400,
        'address must be at most 500 characters',
      );
    });
  });

  describe('issuing', () => {
    it('gives 20 concurrent requests on 20 donations 20 consecutive numbers, no gaps, no duplicates', async () => {
      const donations = await Promise.all(Array.from({ length: 20 }, (_, index) => seed({ name: `Donor ${index}` })));
      const responses = await Promise.all(donations.map((donation) => issue(String(donation._id))));
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
      const sequences = responses.map((response) => sequenceOf((response.body as DonationRecord).receipt?.number ?? '')).sort((a, b) => a - b);
      expect(new Set(sequences).size).toBe(20);
      expect(sequences[19] - sequences[0]).toBe(19);
      for (const response of responses) {
        expect(response.body).toMatchObject({ receiptGenerated: true, receipt: { financialYear: FY } });
      }
    });

    it('answers the second issue of one donation with 409 and spends no number on it, even when both arrive together', async () => {
      const [first, second] = await Promise.all([seed(), seed()]);
      const racing = await Promise.all(Array.from({ length: 5 }, () => issue(String(first._id))));
      expect(racing.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
      // Refused while the first is issuing it, or once it has.
      for (const response of racing.filter((r) => r.status === 409)) expectError(response, 409, new RegExp(`^(${escaped(DONATION_MESSAGES.busy)}|${DONATION_MESSAGES.alreadyGenerated})$`));
      expectError(await issue(String(first._id)), 409, DONATION_MESSAGES.alreadyGenerated);
      const won = racing.find((response) => response.status === 200)?.body as DonationRecord;
      const next = await issued(String(second._id));
      expect(sequenceOf(next.receipt?.number ?? '')).toBe(sequenceOf(won.receipt?.number ?? '') + 1);
    });

    it('refuses an issue, a void or a correction while another admin works on the donation (in any API process), and takes over the claim of a process that died once its lease lapsed', async () => {
      const claims = t.app.get<Connection>(getConnectionToken()).collection<StepClaim>('step_claims');
      const holdBy = async (key: string, heldUntil: Date) => {
        await claims.deleteMany({ key });
        await claims.insertOne({ _id: `${key}#1`, key, attempt: 1, holder: 'another-process', claimedAt: new Date(), heldUntil, releasedAt: null });
      };
      const [pending, receipted] = [String((await seed())._id), String((await seed())._id)];
      await issued(receipted);
      const live = new Date(Date.now() + STALE_CLAIM_MS);
      await holdBy(`donation:${pending}`, live);
      await holdBy(`donation:${receipted}`, live);

      expectError(await issue(pending), 409, DONATION_MESSAGES.busy);
      expectError(await request(t.http).put(`/api/admin/donations/${pending}`).set('Authorization', admin.auth).send({ amount: 3000 }), 409, DONATION_MESSAGES.busy);
      expectError(await request(t.http).post(`/api/admin/donations/${receipted}/receipt/void`).set('Authorization', admin.auth).send({ reason: 'Wrong amount' }), 409, DONATION_MESSAGES.busy);
      expect(await t.app.get(DonationRepository).findById(pending)).toMatchObject({ receiptGenerated: false, amount: 2500 });
      expect(await t.app.get(DonationRepository).findById(receipted)).toMatchObject({ receiptGenerated: true });

      // The process died: past the lease its claims are taken over, the numbering's too.
      const lapsed = new Date(Date.now() - 1000);
      await holdBy(`donation:${pending}`, lapsed);
      await holdBy(`donation:${receipted}`, lapsed);
      await holdBy(`counter:receipts-${FY}`, lapsed);
      expect((await issued(pending)).receipt?.number).toMatch(new RegExp(`^${FY}/`));
      await request(t.http).post(`/api/admin/donations/${receipted}/receipt/void`).set('Authorization', admin.auth).send({ reason: 'Wrong amount' }).expect(201);
      expect(await claims.find({ key: `donation:${pending}` }).toArray()).toEqual([expect.objectContaining({ attempt: 2, releasedAt: expect.any(Date) })]);
    });

    it('numbers receipts issued through two API instances on one database consecutively, and spends one number on a donation issued on both at once', async () => {
      // A second API instance on the same database (closed after the file, as the others: see data-requests.e2e-spec).
      const other = await createTestApp();
      const issueOn = (app: TestApp, id: string) => request(app.http).put(`/api/public/donations/${id}/status`).set('Authorization', admin.auth).send({ receiptGenerated: true });
      const donations = await Promise.all(Array.from({ length: 12 }, (_, index) => seed({ name: `Twin Donor ${index}` })));
      const responses = await Promise.all(donations.map((donation, index) => issueOn(index % 2 ? other : t, String(donation._id))));
      expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
      const sequences = responses.map((response) => sequenceOf((response.body as DonationRecord).receipt?.number ?? '')).sort((a, b) => a - b);
      expect(new Set(sequences).size).toBe(12);
      expect(sequences[11] - sequences[0]).toBe(11);

      for (let round = 0; round < 3; round += 1) {
        const [raced, next] = [String((await seed())._id), String((await seed())._id)];
        const both = await Promise.all([issueOn(t, raced), issueOn(other, raced)]);
        expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
        const won = both.find((response) => response.status === 200)?.body as DonationRecord;
        // The loser took no number: the next receipt follows the winner's.
        expect(sequenceOf((await issued(next)).receipt?.number ?? '')).toBe(sequenceOf(won.receipt?.number ?? '') + 1);
      }
    });

    it('keeps every void when the mail worker records a state on the same donations at the same moment', async () => {
      const repository = t.app.get(DonationRepository);
      const receipted = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const id = String((await seed())._id);
          await issued(id);
          return (await repository.findById(id)) as DonationDocument & { receipt: Receipt };
        }),
      );
      await Promise.all(
        receipted.flatMap((donation) => [
          repository.voidReceipt(String(donation._id), donation.receipt.number, { ...donation.receipt, reason: 'Wrong amount', voidedAt: new Date(), voidedBy: admin.user.email }),
          repository.setAcknowledgementMail(String(donation._id), { status: 'sent', attempts: 1, sentAt: new Date() }),
        ]),
      );
      for (const donation of receipted) {
        const stored = await repository.findById(String(donation._id));
        expect(stored).toMatchObject({ receiptGenerated: false, receipt: null, mail: { acknowledgement: { status: 'sent' } } });
        expect(stored?.voidedReceipts?.map((voided) => voided.number)).toEqual([donation.receipt.number]);
      }
    });

    it('accounts for the number of an issue that died before writing the receipt: in the books at once, then as void ("issue interrupted") when the donation is claimed again', async () => {
      const repository = t.app.get(DonationRepository);
      const id = String((await seed())._id);
      // What a request killed half way leaves: its claim, with the number it took, and no receipt.
      const lost = (await issued(String((await seed())._id))).receipt?.number as string;
      const [financialYear, sequence] = lost.split('/');
      const takenByTheDeadRequest = `${financialYear}/${String(Number(sequence) + 1).padStart(sequence.length, '0')}`;
      await t.app.get(CounterRepository).nextInSequence(`receipts-${financialYear}`);
      expect(await repository.claimForReceipt(id, 'killed-request', new Date(0))).toEqual({ claimed: true });
      expect(await repository.recordClaimNumber(id, 'killed-request', takenByTheDeadRequest)).toBe(true);
      const staleSince = new Date(Date.now() - STALE_CLAIM_MS - 1000);
      await t.app.get<Connection>(getConnectionToken()).collection('donations').updateOne({ _id: new Types.ObjectId(id) }, { $set: { receiptClaimedAt: staleSince } });

      const today = todayInIndia();
      const books = () => request(t.http).get(`/api/admin/donations/export.csv?from=${today}&to=${today}`).set('Authorization', admin.auth).expect(200);
      expect((await books()).text).toContain(`${takenByTheDeadRequest} (issue interrupted, `);

      const reissued = await issued(id);
      expect(sequenceOf(reissued.receipt?.number ?? '')).toBe(sequenceOf(takenByTheDeadRequest) + 1);
      const voids = await t.app.get<Connection>(getConnectionToken()).collection('receipt_number_voids').find({ donationId: id }).toArray();
      expect(voids).toEqual([expect.objectContaining({ number: takenByTheDeadRequest, reason: 'issue interrupted' })]);
      // Listed once: from the void log now, no longer from the claim.
      expect((await books()).text.split(`${takenByTheDeadRequest} (issue interrupted, `)).toHaveLength(2);
    });

    it('records a number whose issue failed as void ("issue failed") and moves on to the next one', async () => {
      const donation = await seed();
      const storage = t.app.get(FileStorage);
      const save = jest.spyOn(storage, 'save').mockRejectedValueOnce(new Error('disk full'));
      const failed = await issue(String(donation._id));
      expectError(failed, 500);
      save.mockRestore();
      const voids = await t.app.get<Connection>(getConnectionToken()).collection('receipt_number_voids').find({ donationId: String(donation._id) }).toArray();
      expect(voids).toHaveLength(1);
      expect(voids[0]).toMatchObject({ donationId: String(donation._id), reason: 'issue failed' });
      // The donation is Pending and unclaimed again: the retry issues it with the following number.
      const retried = await issued(String(donation._id));
      expect(sequenceOf(retried.receipt?.number ?? '')).toBe(sequenceOf(String(voids[0].number)) + 1);

      // The books of the period account for the lost number; those of another period do not list it.
      const books = (query: string) => request(t.http).get(`/api/admin/donations/export.csv?${query}`).set('Authorization', admin.auth).expect(200);
      const today = todayInIndia();
      const todays = (await books(`from=${today}&to=${today}`)).text;
      expect(todays).toContain('\r\nReceipt numbers allocated but not issued\r\n');
      expect(todays).toContain(`\r\n"${String(voids[0].number)} (issue failed, `);
      expect((await books('from=2020-01-01&to=2020-12-31')).text).not.toContain('allocated but not issued');
    });
  });

  describe('the receipt PDF', () => {
    it('is a private download named after the number, holding the receipt fields and the society from the Site tab as text', async () => {
      await request(t.http).put('/api/admin/settings/identity').set('Authorization', admin.auth).send(SOCIETY_IDENTITY).expect(200);
      await request(t.http).put('/api/admin/settings/contacts').set('Authorization', admin.auth).send({ addressLines: ['7 Topkhana Bazaar', 'Ambala Cantt 133001'] }).expect(200);
      const donation = await seed({ name: 'Meera Sharma', amount: 9876543.5, pan: 'PQRST6789Z', address: '12 Mall Road, Ambala Cantt', utr: 'UTR777' });
      const number = (await issued(String(donation._id))).receipt?.number ?? '';
      const response = await download(String(donation._id)).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${number.replace('/', '-')}.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const text = pdfText(response.body as Buffer);
      for (const expected of [
        number,
        'Meera Sharma',
        'PQRST6789Z',
        '12 Mall Road, Ambala Cantt',
        'Rs. 98,76,543.50',
        'Rupees Ninety Eight Lakh Seventy Six Thousand Five Hundred Forty Three and Fifty Paise Only',
        'UTR777',
        'Society Welfare Trust',
        '7 Topkhana Bazaar, Ambala Cantt 133001',
        'PAN: AAATS1234Q',
        '80G registration: AAATS1234QF20214 dated 24-09-2021 (valid until 31-03-2030)',
        '12A registration: AAATS1234QE20213 dated 24-09-2021',
        NO_SIGNATURE_LINE,
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('NOT A VALID RECEIPT');
      // Latin text is drawn in the standard fonts, as it always was: nothing embedded.
      expect(pdfFonts(response.body as Buffer)).toEqual({ names: ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'], embedsFont: false });
      keepForViewing('receipt-latin', response.body as Buffer);
    });

    it('prints a donor’s name and address in Devanagari in Noto Sans Devanagari, embedded, on the lines of their labels', async () => {
      await request(t.http).put('/api/admin/settings/identity').set('Authorization', admin.auth).send(SOCIETY_IDENTITY).expect(200);
      const donation = await seed({ name: 'सुनीता देवी', address: 'मकान 12, माल रोड, अम्बाला छावनी', mode: 'Other', utr: 'सुनीता देवी' });
      await issued(String(donation._id));
      const pdf = (await download(String(donation._id)).expect(200)).body as Buffer;
      keepForViewing('receipt-devanagari', pdf);
      const text = popplerText(pdf);
      for (const expected of ['Received with thanks from: सुनीता देवी', 'Address: मकान 12, माल रोड, अम्बाला छावनी', 'UTR / reference: सुनीता देवी', 'Mode of payment: Other', 'Society Welfare Trust']) {
        expect(text).toContain(expected);
      }
      expect(pdfFonts(pdf)).toEqual({ names: ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'NotoSansDevanagari-Regular'], embedsFont: true });
    });

    it('is in Hindi, with each label also in English, for a donor who wrote from the Hindi pages', async () => {
      await request(t.http).put('/api/admin/settings/identity').set('Authorization', admin.auth).send(SOCIETY_IDENTITY).expect(200);
      const donation = await seed({ name: 'सुनीता देवी', amount: 5100, mode: 'UPI', language: 'hi' });
      await issued(String(donation._id));
      const pdf = (await download(String(donation._id)).expect(200)).body as Buffer;
      const text = devanagariSkeleton(popplerText(pdf));
      for (const expected of ['दान रसीद / Donation Receipt', 'इनसे धन्यवाद सहित प्राप्त / Received with thanks from: सुनीता देवी', 'राशि (शब्दों में) / Amount in words: पाँच हज़ार एक सौ रुपये मात्र', 'भुगतान का तरीक़ा / Mode of payment: UPI']) {
        expect(text).toContain(devanagariSkeleton(expected));
      }
    });

    it('is stored in the private area only, and 404 while the donation has no receipt', async () => {
      const donation = await seed();
      expectError(await downloadError(String(donation._id)), 404, DONATION_MESSAGES.noReceipt);
      await issued(String(donation._id));
      const stored = await t.app.get(DonationRepository).findById(String(donation._id));
      expect(stored?.receipt?.pdfPath).toMatch(/^private\/receipts\/[0-9a-f-]{36}\.pdf$/);
      expectError(await request(t.http).get('/api/admin/donations/0123456789abcdef01234567/receipt').set('Authorization', admin.auth), 404, DONATION_MESSAGES.notFound);
    });
  });

  describe('locking and corrections', () => {
    it('lets an admin correct any field before the receipt is issued', async () => {
      const donation = await seed();
      const response = await request(t.http)
        .put(`/api/admin/donations/${String(donation._id)}`)
        .set('Authorization', admin.auth)
        .send({ name: 'Kavita R. Rao', amount: 3000, pan: 'abcde1234f', address: 'Ambala', mode: 'Cheque', utr: 'CHQ 000123' })
        .expect(200);
      expect(response.body).toMatchObject({ name: 'Kavita R. Rao', amount: 3000, pan: 'ABCDE1234F', address: 'Ambala', mode: 'Cheque', utr: 'CHQ 000123' });
    });

    it('locks amount, name and PAN once the receipt is issued, and keeps the other fields editable', async () => {
      const donation = await seed({ pan: 'ABCDE1234F' });
      const id = String(donation._id);
      await issued(id);
      const put = (body: object) => request(t.http).put(`/api/admin/donations/${id}`).set('Authorization', admin.auth).send(body);
      for (const body of [{ amount: 9999 }, { name: 'Someone Else' }, { pan: 'PQRST6789Z' }, { pan: '' }]) {
        expectError(await put(body), 409, DONATION_MESSAGES.locked);
      }
      // Sending the same values is not a change.
      await put({ name: 'Kavita Rao', amount: 2500, pan: 'abcde1234f' }).expect(200);
      const corrected = await put({ email: 'Kavita@Example.org', address: 'New address', utr: 'UTR-FIXED', mode: 'Bank Transfer' }).expect(200);
      expect(corrected.body).toMatchObject({ email: 'kavita@example.org', address: 'New address', utr: 'UTR-FIXED', amount: 2500, receiptGenerated: true });
    });

    it('locks them while a receipt is being issued, but not under the claim of an issue that died half way', async () => {
      const repository = t.app.get(DonationRepository);
      const put = (id: string, body: object) => request(t.http).put(`/api/admin/donations/${id}`).set('Authorization', admin.auth).send(body);
      const issuing = String((await seed())._id);
      expect(await repository.claimForReceipt(issuing, 'live-claim', new Date(0))).toEqual({ claimed: true });
      expectError(await put(issuing, { amount: 3000 }), 409, DONATION_MESSAGES.locked);

      const abandoned = String((await seed())._id);
      expect(await repository.claimForReceipt(abandoned, 'dead-claim', new Date(0))).toEqual({ claimed: true });
      const longAgo = new Date(Date.now() - STALE_CLAIM_MS - 1000);
      await t.app.get<Connection>(getConnectionToken()).collection('donations').updateOne({ _id: new Types.ObjectId(abandoned) }, { $set: { receiptClaimedAt: longAgo } });
      expect((await put(abandoned, { amount: 3000 }).expect(200)).body).toMatchObject({ amount: 3000, receiptGenerated: false });
    });

    it('validates corrections like the form does (400), and 404 for an unknown donation', async () => {
      const donation = await seed();
      const put = (body: object) => request(t.http).put(`/api/admin/donations/${String(donation._id)}`).set('Authorization', admin.auth).send(body);
      expectError(await put({ pan: 'NOTAPAN' }), 400, PAN_MESSAGE);
      expectError(await put({ amount: 0 }), 400, 'amount must be at least 1');
      expectError(await put({ name: '' }), 400, 'name is required');
      expectError(await put({ receiptGenerated: true }), 400);
      expectError(await request(t.http).put(`/api/admin/donations/${ID}`).set('Authorization', admin.auth).send({ name: 'X' }), 404, DONATION_MESSAGES.notFound);
    });
  });

  describe('void and reissue', () => {
    it('keeps the voided receipt in the history, returns the donation to Pending, and reissues with the next number', async () => {
      const donation = await seed();
      const id = String(donation._id);
      const first = (await issued(id)).receipt?.number ?? '';
      const voidIt = (body: object) => request(t.http).post(`/api/admin/donations/${id}/receipt/void`).set('Authorization', admin.auth).send(body);
      expectError(await voidIt({ reason: '   ' }), 400, 'reason is required');

      const voided = await voidIt({ reason: '  Wrong amount entered  ' }).expect(201);
      expect(voided.body).toMatchObject({ receiptGenerated: false, receipt: null });
      expect(voided.body.voidedReceipts).toEqual([
        { number: first, financialYear: FY, issuedAt: expect.any(String), reason: 'Wrong amount entered', voidedAt: expect.any(String), voidedBy: admin.email },
      ]);
      expectError(await downloadError(id), 404, DONATION_MESSAGES.noReceipt);
      expectError(await voidIt({ reason: 'again' }), 409, DONATION_MESSAGES.noReceiptToVoid);

      // Pending again: the locked fields may be corrected before the new receipt.
      await request(t.http).put(`/api/admin/donations/${id}`).set('Authorization', admin.auth).send({ amount: 2600 }).expect(200);
      const reissued = await issued(id);
      expect(sequenceOf(reissued.receipt?.number ?? '')).toBeGreaterThan(sequenceOf(first));
      expect(reissued.voidedReceipts.map((entry) => entry.number)).toEqual([first]);
      const text = pdfText((await download(id).expect(200)).body as Buffer);
      expect(text).toContain(reissued.receipt?.number);
      expect(text).toContain('Rupees Two Thousand Six Hundred Only');
    });
  });

  describe('exports', () => {
    it('exports every field of a date range as CSV, quoted, with formulas defused', async () => {
      const donation = await seed({ name: '=HYPERLINK("http://evil")', address: 'Line 1, "Block B"', pan: 'ABCDE1234F', date: new Date('2025-01-15T06:00:00Z') });
      await seed({ name: 'Outside Range', date: new Date('2025-02-15T06:00:00Z') });
      const response = await request(t.http)
        .get('/api/admin/donations/export.csv?from=2025-01-01&to=2025-01-31')
        .set('Authorization', admin.auth)
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="donations_2025-01-01_to_2025-01-31.csv"');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'Donation ID,Date of donation,Name,Email,Amount (INR),Mode,UTR / reference,Address,PAN,Status,Receipt number,Receipt date,Receipt issued by,Voided receipts,Screenshot,Submitted at',
      );
      expect(lines.filter((line) => line.startsWith(String(donation._id)))).toHaveLength(1);
      expect(response.text).toContain(`${String(donation._id)},15-01-2025,"'=HYPERLINK(""http://evil"")",`);
      expect(response.text).toContain('"Line 1, ""Block B""",ABCDE1234F,Pending');
      expect(response.text).not.toContain('Outside Range');
    });

    it('streams a long range as it reads it: every row once, oldest first, across many database batches', async () => {
      // 1 201 donations of one day in 2019 (more than two of the export's batches), stored out of order.
      const day = Date.UTC(2019, 6, 1, 6);
      const rows = Array.from({ length: 1201 }, (_, index) => ({
        name: `Donor ${index}`,
        email: `donor-${index}@stream.test`,
        amount: 100 + index,
        mode: 'UPI' as const,
        utr: `UTR${index}`,
        date: new Date(day + ((index * 7919) % 1201) * 1000),
      }));
      await t.app.get<Connection>(getConnectionToken()).collection('donations').insertMany(rows.map((row) => ({ ...row, receiptGenerated: false, createdAt: new Date(), updatedAt: new Date() })));

      const response = await request(t.http).get('/api/admin/donations/export.csv?from=2019-07-01&to=2019-07-01').set('Authorization', admin.auth).expect(200);
      // Sent as it is written: no length known up front.
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.headers['transfer-encoding']).toBe('chunked');
      const lines = response.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines).toHaveLength(1 + 1201);
      const amounts = lines.slice(1).map((line) => Number(line.split(',')[4]));
      const expected = [...rows].sort((a, b) => a.date.getTime() - b.date.getTime()).map((row) => row.amount);
      expect(amounts).toEqual(expected);
    });

    it('rejects a malformed or reversed range with 400', async () => {
      const get = (query: string) => request(t.http).get(`/api/admin/donations/export.csv?${query}`).set('Authorization', admin.auth);
      expectError(await get('from=2025-13-01'), 400, 'from must be a date (YYYY-MM-DD)');
      expectError(await get('to=yesterday'), 400, 'to must be a date (YYYY-MM-DD)');
      expectError(await get('from=2025-02-01&to=2025-01-01'), 400, 'from must not be after to');
    });

    it('writes Form 10BD rows per donor and kind for the year, issued receipts only, and flags donors without PAN', async () => {
      const fy = '2024-25';
      const at = (day: string) => new Date(`${day}T06:00:00Z`);
      const pan = 'KLMNO4321P';
      const a = await seed({ name: 'Sunita Devi', pan, amount: 1000, mode: 'UPI', address: 'Ambala', date: at('2024-05-01') });
      const b = await seed({ name: 'Sunita Devi', pan, amount: 500.5, mode: 'Bank Transfer', address: 'Ambala', date: at('2025-03-30') });
      const voided = await seed({ name: 'Sunita Devi', pan, amount: 700, date: at('2024-06-01') });
      const pending = await seed({ name: 'Sunita Devi', pan, amount: 900, date: at('2024-07-01') });
      const noPan = await seed({ name: 'Ramesh Kumar', email: 'ramesh@example.org', amount: 300, date: at('2024-08-01') });
      const otherYear = await seed({ name: 'Sunita Devi', pan, amount: 5000, date: at('2025-04-01') });
      for (const donation of [a, b, voided, noPan, otherYear]) await issued(String(donation._id));
      await request(t.http).post(`/api/admin/donations/${String(voided._id)}/receipt/void`).set('Authorization', admin.auth).send({ reason: 'Duplicate' }).expect(201);
      expect(pending.receiptGenerated).toBe(false);

      // The URN and its date come from the Site tab's identity.
      await request(t.http)
        .put('/api/admin/settings/identity')
        .set('Authorization', admin.auth)
        .send({ registration10BD: 'AAATS1234QF20214', registration10BDDate: '2021-09-24' })
        .expect(200);
      const response = await request(t.http).get(`/api/admin/donations/form-10bd.csv?fy=${fy}`).set('Authorization', admin.auth).expect(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="form-10bd_${fy}.csv"`);
      // UTF-8 with a byte-order mark (issue 32), and only the rows to upload: the file uploads as downloaded.
      expect(response.text.startsWith('\uFEFF')).toBe(true);
      const lines = response.text.slice(1).split('\r\n');
      expect(lines[0]).toBe(FORM_10BD_COLUMNS.map((column) => (column.includes(',') ? `"${column}"` : column)).join(','));
      expect(lines[1]).toBe(
        `1,,Permanent Account Number,${pan},Section 80G,AAATS1234QF20214,24-09-2021,Sunita Devi,Ambala,Others,Electronic modes including account payee cheque/draft,1500.50`,
      );
      expect(lines.slice(2)).toEqual(['']);
      expect(response.text).not.toContain('Ramesh Kumar');
      expect(response.text).not.toContain('5000');
      expect(response.text).not.toContain('700');

      // Donors without PAN are a file of their own.
      const followUp = await request(t.http).get(`/api/admin/donations/form-10bd-follow-up.csv?fy=${fy}`).set('Authorization', admin.auth).expect(200);
      expect(followUp.headers['content-disposition']).toBe(`attachment; filename="form-10bd_${fy}_donors-without-pan.csv"`);
      expect(followUp.headers['cache-control']).toBe('private, no-store');
      expect(followUp.text.startsWith('\uFEFF')).toBe(true);
      const followUpLines = followUp.text.slice(1).split('\r\n');
      expect(followUpLines[0]).toBe(FOLLOW_UP_TITLE);
      expect(followUpLines[1]).toBe(FOLLOW_UP_COLUMNS.join(','));
      expect(followUpLines[2]).toMatch(/^Ramesh Kumar,ramesh@example\.org,,Electronic modes including account payee cheque\/draft,300,2\d{3}-\d{2}\/\d{4,}$/);
      expect(followUpLines.slice(3)).toEqual(['']);
    });

    it('keeps a Hindi name intact in Form 10BD (UTF-8 with BOM)', async () => {
      const fy = '2023-24';
      const donation = await seed({ name: 'सुनीता देवी', pan: 'HINDI1234A', amount: 1100, date: new Date('2023-07-01T06:00:00Z') });
      await issued(String(donation._id));
      const response = await request(t.http).get(`/api/admin/donations/form-10bd.csv?fy=${fy}`).set('Authorization', admin.auth).expect(200);
      expect(response.text.startsWith('\uFEFF')).toBe(true);
      expect(response.text).toContain(',HINDI1234A,');
      expect(response.text).toContain(',सुनीता देवी,');
    });

    it('reports a cash gift as Cash; a receipt for cash above Rs. 2,000 says it is not eligible under section 80G(5D)', async () => {
      const fy = '2022-23';
      const at = new Date('2022-08-15T06:00:00Z');
      const above = await seed({ name: 'Mohan Lal', pan: 'CASHP1234A', amount: 5000, mode: 'Cash', utr: 'Handed over at the camp', date: at });
      const atLimit = await seed({ name: 'Mohan Lal', pan: 'CASHP1234A', amount: 2000, mode: 'Cash', utr: 'Cash box', date: at });
      const online = await seed({ name: 'Mohan Lal', pan: 'CASHP1234A', amount: 1000, mode: 'UPI', date: at });
      for (const donation of [above, atLimit, online]) await issued(String(donation._id));

      const aboveText = pdfText((await download(String(above._id)).expect(200)).body as Buffer);
      expect(aboveText).toContain('Mode of payment: Cash');
      expect(aboveText).toContain(CASH_NOT_ELIGIBLE_NOTE);
      expect(aboveText).not.toContain(DEDUCTION_NOTE);
      const atLimitText = pdfText((await download(String(atLimit._id)).expect(200)).body as Buffer);
      expect(atLimitText).toContain(DEDUCTION_NOTE);
      expect(atLimitText).not.toContain(CASH_NOT_ELIGIBLE_NOTE);

      const response = await request(t.http).get(`/api/admin/donations/form-10bd.csv?fy=${fy}`).set('Authorization', admin.auth).expect(200);
      const rows = response.text.slice(1).trimEnd().split('\r\n').slice(1);
      expect(rows.map((row) => row.split(',').slice(3).join(','))).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^CASHP1234A,Section 80G,.*,Mohan Lal,,Others,Cash,7000$/),
          expect.stringMatching(/^CASHP1234A,Section 80G,.*,Mohan Lal,,Others,Electronic modes including account payee cheque\/draft,1000$/),
        ]),
      );
    });

    it('requires a real financial year', async () => {
      const get = (query: string) => request(t.http).get(`/api/admin/donations/form-10bd.csv${query}`).set('Authorization', admin.auth);
      expectError(await get(''), 400, 'fy is required (e.g. 2026-27)');
      expectError(await get('?fy=2024-26'), 400, 'fy must be a financial year like 2026-27');
    });
  });
});
