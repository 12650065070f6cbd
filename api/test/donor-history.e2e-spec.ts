import request from 'supertest';
import type { DonorHistory } from '@society/contracts';
import { DonationRepository, type NewDonation } from '../src/database/repositories/donation.repository';
import type { DonationRecord } from '../src/database/schemas/donation.schema';
import { DONATION_MESSAGES } from '../src/modules/admin/donations.service';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { form10bePdf } from './helpers/form-10be-pdf';
import { loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';

const ID = '0123456789abcdef01234567';

describe("a donor's history (issue 33, item 6)", () => {
  let t: TestApp;
  let admin: LoggedIn;
  let hr: LoggedIn;
  let team: LoggedIn;
  const at = (day: string) => new Date(`${day}T06:00:00Z`);

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, team] = await Promise.all([loginAs(t, 'admin'), loginAs(t, 'hr'), loginAs(t, 'team')]);
  });

  function seed(fields: Partial<NewDonation>): Promise<DonationRecord> {
    return t.app.get(DonationRepository).create({ name: 'Kavita Rao', email: uniqueEmail('donor'), amount: 2500, mode: 'UPI', utr: '412345678901', ...fields });
  }

  const issue = (donation: DonationRecord) =>
    request(t.http).put(`/api/public/donations/${String(donation._id)}/status`).set('Authorization', admin.auth).send({ receiptGenerated: true }).expect(200);
  const history = async (donation: DonationRecord) =>
    (await request(t.http).get(`/api/admin/donors/of-donation/${String(donation._id)}`).set('Authorization', admin.auth).expect(200)).body as DonorHistory;

  it('is never shown without an admin token', async () => {
    const donation = await seed({ pan: 'AAAAA1111A' });
    const path = `/api/admin/donors/of-donation/${String(donation._id)}`;
    expectError(await request(t.http).get(path), 401);
    expectError(await request(t.http).get(path).set('Authorization', hr.auth), 403);
    expectError(await request(t.http).get(path).set('Authorization', team.auth), 403);
    expectError(await request(t.http).get(`/api/admin/donors/of-donation/${ID}`).set('Authorization', admin.auth), 404, DONATION_MESSAGES.notFound);
  });

  it('finds the donor by PAN from any of their gifts: every gift, receipt and 10BE with totals per financial year', async () => {
    const pan = 'HISTO1234R';
    const first = await seed({ name: 'Meera Sharma', pan, amount: 1000, date: at('2024-05-01') });
    const second = await seed({ name: 'Meera Sharma', pan, amount: 250.5, mode: 'Cash', date: at('2025-02-01') });
    const third = await seed({ name: 'Meera S.', pan, amount: 4000, date: at('2025-06-01'), email: uniqueEmail('meera') });
    const pending = await seed({ name: 'Meera S.', pan, amount: 99, date: at('2025-07-01') });
    const otherDonor = await seed({ name: 'Someone Else', pan: 'OTHER1234Z', amount: 777, date: at('2024-05-02') });
    for (const donation of [first, second, third, otherDonor]) await issue(donation);
    const certificate = await form10bePdf({ uniqueId: pan, donorName: 'MEERA SHARMA', financialYear: '2024-25', amount: '1250.50', arn: '200000000000001' });
    await request(t.http).post('/api/admin/form-10be').set('Authorization', admin.auth).attach('file', certificate, 'meera.pdf').expect(201);

    const fromOld = await history(first);
    expect(await history(pending)).toEqual(fromOld);
    expect(fromOld.by).toBe('pan');
    expect(fromOld.donor).toEqual({ name: 'Meera S.', email: pending.email, pan });
    expect(fromOld.total).toBe(5349.5);
    expect(fromOld.years.map((year) => [year.financialYear, year.total, year.donations.length, year.form10be.length])).toEqual([
      ['2025-26', 4099, 2, 0],
      ['2024-25', 1250.5, 2, 1],
    ]);
    const [current, previous] = fromOld.years;
    expect(current.donations.map((gift) => [gift.id, gift.amount, gift.receiptNumber !== null])).toEqual([
      [String(pending._id), 99, false],
      [String(third._id), 4000, true],
    ]);
    expect(previous.donations.map((gift) => [gift.amount, gift.mode])).toEqual([
      [250.5, 'Cash'],
      [1000, 'UPI'],
    ]);
    expect(previous.form10be).toEqual([{ id: expect.any(String), arn: '200000000000001', amount: 1250.5, mail: { state: 'not-sent', times: 0, lastQueuedAt: null, lastQueuedBy: null } }]);
    expect(JSON.stringify(fromOld)).not.toContain('Someone Else');
  });

  it('finds a donor without PAN by email, and shows voided receipts', async () => {
    const email = uniqueEmail('nopan');
    const gift = await seed({ name: 'Ramesh Kumar', email, amount: 300, date: at('2024-08-01') });
    const another = await seed({ name: 'Ramesh Kumar', email, amount: 200, date: at('2024-09-01') });
    await seed({ name: 'Ramesh Kumar', email: uniqueEmail('other'), amount: 900, date: at('2024-09-01') });
    await issue(gift);
    await request(t.http).post(`/api/admin/donations/${String(gift._id)}/receipt/void`).set('Authorization', admin.auth).send({ reason: 'Wrong amount' }).expect(201);
    await issue(gift);
    const found = await history(another);
    expect(found.by).toBe('email');
    expect(found.donor).toEqual({ name: 'Ramesh Kumar', email, pan: '' });
    expect(found.total).toBe(500);
    expect(found.years).toHaveLength(1);
    const [first] = found.years[0].donations.filter((donation) => donation.id === String(gift._id));
    expect(first.voidedReceipts).toHaveLength(1);
    expect(first.receiptNumber).not.toBeNull();
    expect(first.receiptNumber).not.toBe(first.voidedReceipts[0]);
  });
});
