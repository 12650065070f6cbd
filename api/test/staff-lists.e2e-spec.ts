import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type DonationFigures, type DonationRecord, type Page } from '@society/contracts';
import { DonationRepository, type NewDonation } from '../src/database/repositories/donation.repository';
import { financialYearOf, financialYearRange } from '../src/modules/admin/receipts/financial-year';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';

// The staff lists' paged form (issue 20): the SPEC routes answer their plain array without list parameters,
// and one page, its total and the screen's figures with any. Each describe block has a database of its own
// rows, so totals are exact.

const DONATIONS = '/api/public/donations';
type DonationPage = Page<DonationRecord> & { figures: DonationFigures };

const NOW = new Date();
const FY = financialYearOf(NOW);
const { start: FY_START } = financialYearRange(FY);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('staff lists, paged on the server', () => {
  let t: TestApp;
  let admin: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t, 'admin');
  });

  const get = (path: string, query: Record<string, string | number> = {}, auth = admin.auth) =>
    request(t.http).get(path).query(query).set('Authorization', auth);

  describe('donations (admin)', () => {
    /** 60 donations: every third receipted, one a day back from today, amounts 1..60. */
    const seeded: Array<{ name: string; email: string; utr: string; amount: number; date: Date; receipted: boolean }> = [];

    beforeAll(async () => {
      await t.app.get<Connection>(getConnectionToken()).collection('donations').deleteMany({});
      const repository = t.app.get(DonationRepository);
      for (let index = 0; index < 60; index += 1) {
        const row = {
          name: index % 10 === 7 ? `Meera Iyer ${index}` : `Donor ${String(index).padStart(2, '0')}`,
          email: uniqueEmail(`giver${index}`),
          utr: `UTR${String(100000 + index)}`,
          amount: index + 1,
          date: new Date(NOW.getTime() - index * DAY_MS),
          receipted: index % 3 === 0,
        };
        seeded.push(row);
        const donation: NewDonation = { name: row.name, email: row.email, amount: row.amount, mode: 'UPI', utr: row.utr, date: row.date };
        const created = await repository.create(donation);
        // Receipted straight in the database: issuing 20 PDFs would only slow this test down.
        if (row.receipted) await t.app.get<Connection>(getConnectionToken()).collection('donations').updateOne({ _id: created._id }, { $set: { receiptGenerated: true } });
      }
    });

    it('answers the SPEC array, newest first and unchanged, when called without list parameters', async () => {
      const response = await get(DONATIONS).expect(200);
      expect(Array.isArray(response.body)).toBe(true);
      expect(response.body).toHaveLength(60);
      expect((response.body as DonationRecord[]).map((row) => row.email)).toEqual([...seeded].reverse().map((row) => row.email));
      expect(Object.keys(response.body[0]).sort()).toEqual(
        ['_id', 'name', 'email', 'amount', 'mode', 'utr', 'hasScreenshot', 'date', 'receiptGenerated', 'createdAt', 'address', 'pan', 'receipt', 'voidedReceipts', 'mail'].sort(),
      );
    });

    it('pages newest first by default: full pages, a short last page, an empty page past the end', async () => {
      const first = (await get(DONATIONS, { page: 1 }).expect(200)).body as DonationPage;
      expect(first).toMatchObject({ total: 60, page: 1, pageSize: PAGE_SIZE_DEFAULT });
      expect(first.items.map((row) => row.email)).toEqual(seeded.slice(0, PAGE_SIZE_DEFAULT).map((row) => row.email));

      const third = (await get(DONATIONS, { page: 3 }).expect(200)).body as DonationPage;
      expect(third.items.map((row) => row.email)).toEqual(seeded.slice(50).map((row) => row.email));

      const beyond = (await get(DONATIONS, { page: 4 }).expect(200)).body as DonationPage;
      expect(beyond).toMatchObject({ items: [], total: 60, page: 4 });

      // Every row once across the pages of 7.
      const emails: string[] = [];
      for (let page = 1; page <= 9; page += 1) emails.push(...((await get(DONATIONS, { page, pageSize: 7 }).expect(200)).body as DonationPage).items.map((row) => row.email));
      expect(emails.sort()).toEqual(seeded.map((row) => row.email).sort());
    });

    it('filters by receipt status and sorts at once', async () => {
      const pending = seeded.filter((row) => !row.receipted);
      const page = (await get(DONATIONS, { receipt: 'pending', sort: '-amount', pageSize: 10, page: 2 }).expect(200)).body as DonationPage;
      expect(page.total).toBe(pending.length);
      const expected = [...pending].sort((a, b) => b.amount - a.amount).slice(10, 20);
      expect(page.items.map((row) => row.amount)).toEqual(expected.map((row) => row.amount));
      expect(page.items.every((row) => !row.receiptGenerated)).toBe(true);

      const generated = (await get(DONATIONS, { receipt: 'generated', sort: 'amount', pageSize: 100 }).expect(200)).body as DonationPage;
      expect(generated.items.map((row) => row.amount)).toEqual(seeded.filter((row) => row.receipted).map((row) => row.amount).sort((a, b) => a - b));
    });

    it('searches name, email and UTR, ignoring case, and takes the text literally', async () => {
      const byName = (await get(DONATIONS, { search: 'meera', pageSize: 100 }).expect(200)).body as DonationPage;
      expect(byName.items.map((row) => row.name).sort()).toEqual(seeded.filter((row) => row.name.startsWith('Meera')).map((row) => row.name).sort());
      expect(byName.total).toBe(6);

      const byEmail = (await get(DONATIONS, { search: seeded[12].email.toUpperCase() }).expect(200)).body as DonationPage;
      expect(byEmail.items.map((row) => row.email)).toEqual([seeded[12].email]);

      const byUtr = (await get(DONATIONS, { search: 'utr100041' }).expect(200)).body as DonationPage;
      expect(byUtr).toMatchObject({ total: 1, items: [{ utr: 'UTR100041' }] });

      // Search and filter together: the Meera rows without a receipt.
      const both = (await get(DONATIONS, { search: 'Meera', receipt: 'pending' }).expect(200)).body as DonationPage;
      expect(both.total).toBe(seeded.filter((row) => row.name.startsWith('Meera') && !row.receipted).length);

      // A pattern character is a character: '.*' matches no name, email or UTR.
      expect(((await get(DONATIONS, { search: '.*' }).expect(200)).body as DonationPage).total).toBe(0);
    });

    it("gives the tab's figures over every donation, whatever the page shows, matching the rows' sums", async () => {
      const { figures } = (await get(DONATIONS, { page: 1, search: 'nobody-matches-this' }).expect(200)).body as DonationPage;
      const thisYear = seeded.filter((row) => row.date >= FY_START);
      expect(figures).toMatchObject({
        financialYear: FY,
        count: 60,
        pendingReceipts: seeded.filter((row) => !row.receipted).length,
        received: thisYear.reduce((sum, row) => sum + row.amount, 0),
      });
      expect(figures.months).toHaveLength(12);
      expect(figures.months[0].month).toBe(`${FY.slice(0, 4)}-04`);
      expect(figures.months.reduce((sum, month) => sum + month.total, 0)).toBe(figures.received);
      // Each month holds the donations of that month in India.
      const indiaMonth = (date: Date) => new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 7);
      for (const month of figures.months) {
        expect(month.total).toBe(thisYear.filter((row) => indiaMonth(row.date) === month.month).reduce((sum, row) => sum + row.amount, 0));
      }
    });

    it('counts a donation written without a month (an older backup restored) in its month', async () => {
      const donations = t.app.get<Connection>(getConnectionToken()).collection('donations');
      const before = ((await get(DONATIONS, { page: 1 }).expect(200)).body as DonationPage).figures;
      const date = new Date(NOW.getTime() - 2 * DAY_MS);
      const inserted = await donations.insertOne({ name: 'Old Record', email: 'old@example.org', amount: 1000, mode: 'UPI', utr: 'OLD1', date, receiptGenerated: false, createdAt: date, updatedAt: date });
      try {
        const after = ((await get(DONATIONS, { page: 1 }).expect(200)).body as DonationPage).figures;
        expect(after.count).toBe(before.count + 1);
        expect(after.pendingReceipts).toBe(before.pendingReceipts + 1);
        if (date >= FY_START) expect(after.received).toBe(before.received + 1000);
        expect(await donations.findOne({ _id: inserted.insertedId })).toMatchObject({ month: expect.stringMatching(/^\d{4}-\d{2}$/) });
      } finally {
        await donations.deleteOne({ _id: inserted.insertedId });
      }
    });

    it('refuses list parameters it does not know or cannot use with a 400 naming the parameter', async () => {
      expectError(await get(DONATIONS, { page: 0 }), 400, 'page must be at least 1');
      expectError(await get(DONATIONS, { page: 'two' }), 400, 'page must be a whole number');
      expectError(await get(DONATIONS, { pageSize: PAGE_SIZE_MAX + 1 }), 400, `pageSize must be at most ${PAGE_SIZE_MAX}`);
      expectError(await get(DONATIONS, { sort: 'utr' }), 400, /^sort must be one of: /);
      expectError(await get(DONATIONS, { receipt: 'maybe' }), 400, /^receipt must be one of: /);
      expectError(await get(DONATIONS, { search: 'x'.repeat(101) }), 400, /^search must be at most/);
      expectError(await get(DONATIONS, { colour: 'orange' }), 400);
    });

    it('is for admins only, paged or not', async () => {
      for (const role of ['hr', 'team'] as const) {
        const other = await loginAs(t, role);
        expectError(await get(DONATIONS, { page: 1 }, other.auth), 403);
      }
      expectError(await request(t.http).get(DONATIONS).query({ page: 1 }), 401);
    });
  });
});
