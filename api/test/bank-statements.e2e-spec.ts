import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { BANK_LIST_DEFAULT, BANK_LIST_MAX, type BankReconciliation, type BankStatementImport, type DonationRecord } from '@society/contracts';
import { DonationRepository, type NewDonation } from '../src/database/repositories/donation.repository';
import type { DonationRecord as DonationDocument } from '../src/database/schemas/donation.schema';
import { BANK_STATEMENT_MESSAGES } from '../src/modules/admin/bank-statements/bank-statements.service';
import { balanceAfter, FIXTURE_BANKS, statementCsv, statementXlsx, type FixtureBank, type FixtureLine } from './fixtures/statement-fixtures';
import { DONATION_MESSAGES } from '../src/modules/admin/donations.service';
import { BankStatementRepository } from '../src/database/repositories/bank-statement.repository';
import { statementFilesRetention } from '../src/modules/admin/bank-statements/statement-retention';
import { FileStorage } from '../src/storage/file-storage';
import { call, type Route } from './helpers/access';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';

const BASE = '/api/admin/bank-statements';
const DAY_MS = 86_400_000;

/** A day `daysAgo` before today (UTC), YYYY-MM-DD. */
const dayAgo = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
/** Midday in India of a YYYY-MM-DD day. */
const middayIn = (day: string) => new Date(`${day}T12:00:00+05:30`);

/** Twelve digits unique to this run, so the lists of one test are not another's. */
let sequence = 0;
const rrn = () => `4${String(Date.now()).slice(-7)}${String((sequence += 1)).padStart(4, '0')}`;

describe('bank statements (issue 33)', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let hr: LoggedIn;
  let team: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, hr, team] = await Promise.all([loginAs(t, 'admin'), loginAs(t, 'hr'), loginAs(t, 'team')]);
  });

  function seed(fields: Partial<NewDonation> = {}): Promise<DonationDocument> {
    return t.app.get(DonationRepository).create({ name: 'Kavita Rao', email: uniqueEmail('donor'), amount: 2500, mode: 'UPI', utr: rrn(), ...fields });
  }

  function upload(file: Buffer, name: string, fields: Record<string, string> = {}) {
    let test = request(t.http).post(BASE).set('Authorization', admin.auth);
    for (const [field, value] of Object.entries(fields)) test = test.field(field, value);
    return test.attach('statement', file, name);
  }

  async function imported(file: Buffer, name: string, fields: Record<string, string> = {}): Promise<BankStatementImport> {
    const response = await upload(file, name, fields);
    expect(response.status).toBe(201);
    return response.body as BankStatementImport;
  }

  /** The lists whole (this file's imports add up to more than a screen's page of each), or the page an import answers with. */
  async function lists(limit = BANK_LIST_MAX): Promise<BankReconciliation> {
    return (await request(t.http).get(`${BASE}?limit=${limit}`).set('Authorization', admin.auth).expect(200)).body as BankReconciliation;
  }

  const creditOf = (reconciliation: BankReconciliation, reference: string) =>
    [...reconciliation.matched, ...reconciliation.review, ...reconciliation.unmatched].find((entry) => entry.credit.references.includes(reference));

  describe('who may call', () => {
    const id = 'a'.repeat(32);
    const routes: Route[] = [
      ['get', BASE],
      ['get', `${BASE}/banks`],
      ['post', BASE],
      ['post', `${BASE}/confirm`],
      ['post', `${BASE}/credits/${id}/match`],
      ['post', `${BASE}/credits/${id}/dismiss`],
      ['post', `${BASE}/credits/${id}/record`],
    ];
    it.each(routes)('%s %s: 401 without a token, 403 for hr and team, the admin gets through', async (method, path) => {
      expectError(await call(t.http, [method, path]), 401);
      expectError(await call(t.http, [method, path], hr.auth), 403);
      expectError(await call(t.http, [method, path], team.auth), 403);
      const response = await call(t.http, [method, path], admin.auth).send(method === 'get' ? undefined : {});
      expect([401, 403]).not.toContain(response.status);
      expect(response.status).toBeLessThan(500);
    });
  });

  describe('importing', () => {
    it.each(FIXTURE_BANKS)('reads a %s statement (CSV and XLSX) by its columns, credits only, each line once', async (bank: FixtureBank) => {
      const lines: FixtureLine[] = [
        { day: '2026-10-01', amount: 1100, channel: 'UPI', reference: rrn(), payer: 'Rohan Mehta' },
        { day: '2026-10-02', amount: -59, channel: 'CHARGES', reference: '', payer: '' },
        { day: '2026-10-03', amount: 25000, channel: 'NEFT', reference: `HDFCN${rrn().slice(1)}0`, payer: 'Asha Devi' },
        { day: '2026-10-04', amount: 501, channel: 'IMPS', reference: rrn(), payer: 'Imran Khan' },
      ];
      const first = await imported(statementCsv(bank, lines), `${bank}.csv`);
      expect(first).toMatchObject({ bank, credits: 3, added: 3, duplicates: 0, debits: 1, from: '2026-10-01', to: '2026-10-04' });
      // The same statement as XLSX, and again as CSV: nothing added twice.
      const again = await imported(await statementXlsx(bank, lines), `${bank}.xlsx`);
      expect(again).toMatchObject({ bank, credits: 3, added: 0, duplicates: 3 });
      // An overlapping statement adds only its new line.
      const overlapping = [...lines.slice(2), { day: '2026-10-06', amount: 251, channel: 'UPI' as const, reference: rrn(), payer: 'Pooja Joshi' }];
      const third = await imported(statementCsv(bank, overlapping, balanceAfter(lines.slice(0, 2))), `${bank}-2.csv`);
      expect(third).toMatchObject({ credits: 3, added: 1, duplicates: 2 });
      // The import's lists (its new credit not read back, the earlier ones read) are the lists as read afterwards.
      expect(third.reconciliation).toEqual(await lists(BANK_LIST_DEFAULT));
      const found = creditOf(await lists(), lines[0].reference);
      expect(found?.credit).toMatchObject({ day: '2026-10-01', amount: 1100 });
    });

    it('imports the PNB ONE app’s CSV as Punjab National Bank, and an ICICI XLSX with number cells with its debits left out (issue 43)', async () => {
      const lines = (): FixtureLine[] => [
        { day: '2026-08-11', amount: 1100, channel: 'UPI', reference: rrn(), payer: 'Rohan Mehta' },
        { day: '2026-08-12', amount: -59, channel: 'CHARGES', reference: '', payer: '' },
        { day: '2026-08-13', amount: -118, channel: 'CHARGES', reference: '', payer: '' },
        { day: '2026-08-14', amount: 2501.5, channel: 'IMPS', reference: rrn(), payer: 'Imran Khan' },
      ];
      const pnbOne = lines();
      expect(await imported(statementCsv('pnb-one', pnbOne), 'pnb-one.csv')).toMatchObject({ bank: 'pnb', bankName: 'Punjab National Bank', credits: 2, added: 2, debits: 2, from: '2026-08-11', to: '2026-08-14' });
      // The ICICI statement the tester imported: Deposit the number 0 on each debit line, read as no credit.
      const icici = lines();
      expect(await imported(await statementXlsx('icici', icici, 250_000, { typed: true }), 'icici.xlsx')).toMatchObject({ bank: 'icici', credits: 2, added: 2, debits: 2 });
      const all = await lists();
      for (const line of [...pnbOne, ...icici].filter((fixture) => fixture.amount > 0)) {
        expect(creditOf(all, line.reference)?.credit).toMatchObject({ day: line.day, amount: line.amount });
      }
    });

    it('adds each line once when the same statement is imported twice at the same moment', async () => {
      const lines: FixtureLine[] = [
        { day: '2026-09-14', amount: 1201, channel: 'UPI', reference: rrn(), payer: 'Nisha Verma' },
        { day: '2026-09-15', amount: 3300, channel: 'IMPS', reference: rrn(), payer: 'Deepak Yadav' },
      ];
      const file = statementCsv('sbi', lines);
      const [one, two] = await Promise.all([imported(file, 'sbi-sep.csv'), imported(file, 'sbi-sep-again.csv')]);
      expect(one.added + two.added).toBe(2);
      expect(one.duplicates + two.duplicates).toBe(2);
      const all = await lists();
      for (const line of lines) {
        const entries = [...all.matched, ...all.review, ...all.unmatched].filter((entry) => entry.credit.references.includes(line.reference));
        expect(entries).toHaveLength(1);
      }
    });

    it('reads another bank through a column mapping, remembered under the bank\'s name', async () => {
      const reference = rrn();
      const csv = Buffer.from(`Posting Date,Details,UTR,Money In,Money Out,Running Balance\n05/10/2026,UPI/${reference}/GEETA NAIR,${reference},750.00,,1000.00\n`);
      const mapping = { bank: 'other', bankName: 'Kotak Mahindra', dateColumn: 'Posting Date', narrationColumn: 'Details', creditColumn: 'Money In', referenceColumn: 'UTR', debitColumn: 'Money Out', balanceColumn: 'Running Balance' };
      expect(await imported(csv, 'kotak.csv', mapping)).toMatchObject({ bank: 'other', bankName: 'Kotak Mahindra', added: 1 });
      const banks = (await request(t.http).get(`${BASE}/banks`).set('Authorization', admin.auth).expect(200)).body as { banks: Array<{ id: string }>; mappings: Array<{ bankName: string; credit: string }> };
      expect(banks.banks.map((bank) => bank.id)).toEqual(['sbi', 'hdfc', 'icici', 'axis', 'pnb']);
      expect(banks.mappings).toEqual([expect.objectContaining({ bankName: 'Kotak Mahindra', credit: 'Money In' })]);
      // Next month, the name alone.
      const next = rrn();
      const csv2 = Buffer.from(`Posting Date,Details,UTR,Money In,Money Out,Running Balance\n06/11/2026,UPI/${next}/GEETA NAIR,${next},800.00,,1800.00\n`);
      expect(await imported(csv2, 'kotak-nov.csv', { bank: 'other', bankName: 'kotak mahindra' })).toMatchObject({ added: 1 });
      expectError(await upload(csv2, 'x.csv', { bank: 'other', bankName: 'Unknown Bank' }), 400, BANK_STATEMENT_MESSAGES.mappingNeeded);
      expectError(await upload(csv2, 'x.csv', { bank: 'other', bankName: '!!!', dateColumn: 'Posting Date', narrationColumn: 'Details', creditColumn: 'Money In' }), 400, BANK_STATEMENT_MESSAGES.mappingNeeded);
    });

    it('refuses what is not a statement, a statement without a credit column and malformed lines with 400 naming row and column, importing nothing', async () => {
      const before = await lists();
      const good = rrn();
      expectError(await upload(Buffer.from('Name,Email\nA,a@b.cd\n'), 'people.csv'), 400, /not a bank statement/);
      expectError(await upload(Buffer.from('Txn Date,Description,Debit,Balance\n1 Oct 2026,UPI,10,20\n'), 'debits.csv'), 400, 'Row 1: the statement has no credit (deposit) column.');
      expectError(
        await upload(Buffer.from(`Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n1 Oct 2026,UPI/CR/${good}/A,,,100.00,100\n2 Oct 2026,UPI/CR/2/B,,,1O0.00,200\n`), 'sbi.csv'),
        400,
        'Row 3, column "Credit": "1O0.00" is not an amount.',
      );
      expectError(await upload(Buffer.from(`Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance\n32/10/26,UPI-${good},1,,,10.00,10\n`), 'hdfc.csv'), 400, 'Row 2, column "Date": "32/10/26" is not a date.');
      expectError(await upload(Buffer.from('%PDF-1.4\n\u0000\u0000binary'), 'statement.pdf'), 400, /not a bank statement/);
      expectError(await upload(Buffer.from('PK\u0003\u0004broken'), 'statement.xlsx'), 400, /cannot be read/);
      expectError(await request(t.http).post(BASE).set('Authorization', admin.auth).send({}), 400, BANK_STATEMENT_MESSAGES.noFile);
      const after = await lists();
      expect(after.statements.length).toBe(before.statements.length);
      expect(creditOf(after, good)).toBeUndefined();
    });
  });

  describe('matching and confirming', () => {
    it('lists matched, needs-a-look and unmatched credits; confirming all issues the matched receipts once, on the activity log', async () => {
      const day = '2026-11-02';
      const exact = await seed({ name: 'Kavita Rao', amount: 2500, date: middayIn(day) });
      const typo = await seed({ name: 'Suresh Iyer', amount: 1000, date: middayIn(day) });
      const typoRef = `${typo.utr.slice(0, 11)}${(Number(typo.utr[11]) + 1) % 10}`;
      const wrongAmount = await seed({ name: 'Meena Das', amount: 5000, date: middayIn(day) });
      const byCode = await seed({ name: 'Arjun Nair', amount: 301, utr: 'not given', date: middayIn(day) });
      // The Donate page's reference code (item 3) is a field of the request when present.
      const connection = t.app.get<Connection>(getConnectionToken());
      await connection.collection('donations').updateOne({ _id: byCode._id }, { $set: { reference: 'NU7K2Q' } });
      const stranger = rrn();
      const lines: FixtureLine[] = [
        { day, amount: 2500, channel: 'UPI', reference: exact.utr, payer: 'Kavita Rao' },
        { day, amount: 1000, channel: 'UPI', reference: typoRef, payer: 'Suresh Iyer' },
        { day, amount: 500, channel: 'UPI', reference: wrongAmount.utr, payer: 'Meena Das' },
        { day, amount: 301, channel: 'UPI', reference: rrn(), payer: 'Arjun Nair', note: 'NU7K2Q' },
        { day, amount: 7777, channel: 'IMPS', reference: stranger, payer: 'Farah Khan' },
      ];
      const result = await imported(statementCsv('axis', lines), 'axis-nov.csv');
      const lists1 = await lists();
      // The import answers with the same lists (a page of each) and counts.
      expect(result.reconciliation).toEqual(await lists(BANK_LIST_DEFAULT));
      const matchedIds = lists1.matched.map((entry) => entry.request.id);
      expect(matchedIds).toEqual(expect.arrayContaining([String(exact._id), String(byCode._id)]));
      const reviewOf = (id: string) => lists1.review.find((entry) => entry.candidates.some((candidate) => candidate.request.id === id));
      expect(reviewOf(String(typo._id))?.candidates).toEqual([expect.objectContaining({ reason: 'near-miss-utr' })]);
      expect(reviewOf(String(wrongAmount._id))?.candidates).toEqual([expect.objectContaining({ reason: 'amount-differs' })]);
      const unmatched = lists1.unmatched.find((entry) => entry.credit.references.includes(stranger));
      expect(unmatched?.suggestedName).toBe('Farah Khan');
      expect(lists1.counts).toMatchObject({ matched: lists1.matched.length, review: lists1.review.length, unmatched: lists1.unmatched.length });

      const confirmed = await request(t.http).post(`${BASE}/confirm`).set('Authorization', admin.auth).expect(200);
      expect(confirmed.body.confirmed).toBeGreaterThanOrEqual(2);
      expect(confirmed.body.skipped).toEqual([]);
      const donations = t.app.get(DonationRepository);
      for (const donation of [exact, byCode]) {
        const now = await donations.findById(String(donation._id));
        expect(now?.receiptGenerated).toBe(true);
        expect(now?.receipt?.number).toMatch(/^\d{4}-\d{2}\/\d{4,}$/);
      }
      // Confirmed once: a second click (or a second admin) issues nothing again.
      const second = await request(t.http).post(`${BASE}/confirm`).set('Authorization', admin.auth).expect(200);
      expect(second.body.receipts.map((receipt: { donationId: string }) => receipt.donationId)).not.toContain(String(exact._id));
      const after = await lists();
      expect(after.matched.map((entry) => entry.request.id)).not.toContain(String(exact._id));

      // Needs a look: the admin picks the request for the near-miss, dismisses the wrong amount.
      const typoCredit = reviewOf(String(typo._id))?.credit.id as string;
      const matched = await request(t.http).post(`${BASE}/credits/${typoCredit}/match`).set('Authorization', admin.auth).send({ donationId: String(typo._id) }).expect(200);
      expect((matched.body as DonationRecord).receiptGenerated).toBe(true);
      expectError(await request(t.http).post(`${BASE}/credits/${typoCredit}/match`).set('Authorization', admin.auth).send({ donationId: String(typo._id) }), 409, BANK_STATEMENT_MESSAGES.settled);
      const wrongCredit = reviewOf(String(wrongAmount._id))?.credit.id as string;
      await request(t.http).post(`${BASE}/credits/${wrongCredit}/dismiss`).set('Authorization', admin.auth).send({}).expect(200);
      const afterDismiss = await lists();
      expect(afterDismiss.unmatched.map((entry) => entry.credit.id)).toContain(wrongCredit);
      expect((await donations.findById(String(wrongAmount._id)))?.receiptGenerated).toBe(false);

      const entries = async (kind: string) =>
        ((await request(t.http).get(`/api/admin/activity?kind=${kind}&pageSize=100&page=1`).set('Authorization', admin.auth).expect(200)).body as { items: Array<{ action: string; recordLabel: string }> }).items;
      const labels = [...(await entries('donation')), ...(await entries('bank-statement'))].map((entry) => `${entry.action} ${entry.recordLabel}`);
      expect(labels).toEqual(expect.arrayContaining([
        expect.stringMatching(/^import Bank statement axis-nov\.csv \(Axis Bank\) imported: 5 credits, 5 new$/),
        expect.stringMatching(/^match-credit Kavita Rao, Rs 2500: matched to the bank credit of 2026-11-02.*\(automatic\)$/),
        expect.stringMatching(/^match-credit Suresh Iyer, Rs 1000: .*\(manual\)$/),
        expect.stringMatching(/^issue-receipt Kavita Rao/),
        expect.stringMatching(/^dismiss Suggested match/),
      ]));
    });

    it('records a credit without a request as a donation: in the year\'s figures, no receipt until the donor is known', async () => {
      const reference = rrn();
      const day = new Date().toISOString().slice(0, 10);
      await imported(statementCsv('hdfc', [{ day, amount: 4321, channel: 'UPI', reference, payer: 'Lakshmi Reddy' }]), 'hdfc-today.csv');
      const entry = (await lists()).unmatched.find((candidate) => candidate.credit.references.includes(reference));
      expect(entry?.suggestedName).toBe('Lakshmi Reddy');
      const figuresBefore = (await request(t.http).get('/api/public/donations?page=1&pageSize=10').set('Authorization', admin.auth).expect(200)).body.figures;
      expectError(await request(t.http).post(`${BASE}/credits/${entry?.credit.id}/record`).set('Authorization', admin.auth).send({}), 400);
      const recorded = await request(t.http).post(`${BASE}/credits/${entry?.credit.id}/record`).set('Authorization', admin.auth).send({ name: 'Lakshmi Reddy (edited)' }).expect(201);
      const donation = recorded.body as DonationRecord;
      expect(donation).toMatchObject({ name: 'Lakshmi Reddy (edited)', amount: 4321, mode: 'UPI', utr: reference, email: '', receiptGenerated: false });
      const figuresAfter = (await request(t.http).get('/api/public/donations?page=1&pageSize=10').set('Authorization', admin.auth).expect(200)).body.figures;
      expect(figuresAfter.received).toBeCloseTo(figuresBefore.received + 4321, 2);
      expect(figuresAfter.count).toBe(figuresBefore.count + 1);
      // No receipt for a donor without details; recorded once.
      expectError(await request(t.http).put(`/api/public/donations/${donation._id}/status`).set('Authorization', admin.auth).send({ receiptGenerated: true }), 409, DONATION_MESSAGES.noDonorEmail);
      expectError(await request(t.http).post(`${BASE}/credits/${entry?.credit.id}/record`).set('Authorization', admin.auth).send({ name: 'Again' }), 409, BANK_STATEMENT_MESSAGES.settled);
      // A credit larger than any donation record takes is refused, not half-recorded.
      const huge = rrn();
      await imported(statementCsv('hdfc', [{ day, amount: 20_000_000, channel: 'NEFT', reference: `SBINN${huge.slice(1)}0000`, payer: 'Big Trust' }]), 'hdfc-big.csv');
      const bigCredit = (await lists()).unmatched.find((candidate) => candidate.credit.amount === 20_000_000);
      expectError(await request(t.http).post(`${BASE}/credits/${bigCredit?.credit.id}/record`).set('Authorization', admin.auth).send({ name: 'Big Trust' }), 400, BANK_STATEMENT_MESSAGES.amountOutOfRange);
      const activity = (await request(t.http).get('/api/admin/activity?kind=donation&pageSize=100&page=1').set('Authorization', admin.auth).expect(200)).body as { items: Array<{ action: string; recordLabel: string }> };
      expect(activity.items.map((item) => `${item.action} ${item.recordLabel}`)).toContainEqual(expect.stringMatching(/^record-credit Lakshmi Reddy \(edited\), Rs 4321: recorded from the bank credit/));
    });

    it('flags a request whose UTR no imported statement holds after 10 days, never receipting it', async () => {
      const old = await seed({ name: 'Vikram Singh', amount: 999, date: new Date(Date.now() - 12 * DAY_MS) });
      const recent = await seed({ name: 'Priya Gupta', amount: 999, date: new Date(Date.now() - 3 * DAY_MS) });
      const inBank = await seed({ name: 'Anjali Verma', amount: 888, date: new Date(Date.now() - 15 * DAY_MS) });
      // The statement covers the last 40 days, so every request of the last 30 is looked for in it.
      await imported(
        statementCsv('icici', [
          { day: dayAgo(40), amount: 50, channel: 'UPI', reference: rrn(), payer: 'Someone Else' },
          { day: dayAgo(15), amount: 777, channel: 'UPI', reference: inBank.utr, payer: 'Anjali Verma' },
        ]),
        'icici.csv',
      );
      const reconciliation = await lists();
      const flagged = reconciliation.notFound.map((entry) => entry.id);
      // Before the first statement's days, a request was never looked for in the bank.
      const early = await seed({ name: 'Early Donor', amount: 5, date: middayIn('2026-01-05') });
      expect((await lists()).notFound.map((entry) => entry.id)).not.toContain(String(early._id));
      expect(flagged).toContain(String(old._id));
      expect(flagged).not.toContain(String(recent._id));
      expect(flagged).not.toContain(String(inBank._id));
      await request(t.http).post(`${BASE}/confirm`).set('Authorization', admin.auth).expect(200);
      expect((await t.app.get(DonationRepository).findById(String(old._id)))?.receiptGenerated).toBe(false);
      // The amount differs: needs a look, not confirmed.
      expect((await t.app.get(DonationRepository).findById(String(inBank._id)))?.receiptGenerated).toBe(false);
    });
  });
  describe('a year of lines', () => {
    it('answers a page of each list with whole counts, more on asking, and refuses a limit out of range', async () => {
      const day = '2026-09-15';
      const lines: FixtureLine[] = Array.from({ length: BANK_LIST_DEFAULT + 5 }, (_, index) => ({ day, amount: 100 + index, channel: 'UPI', reference: rrn(), payer: `Donor ${index}` }));
      const result = await imported(statementCsv('sbi', lines), 'sbi-september.csv');
      const whole = await lists();
      expect(whole.unmatched.length).toBe(whole.counts.unmatched);
      expect(whole.counts.unmatched).toBeGreaterThan(BANK_LIST_DEFAULT);
      // The import and a plain GET answer the first page of each list, the counts whole.
      for (const page of [result.reconciliation, (await request(t.http).get(BASE).set('Authorization', admin.auth).expect(200)).body as BankReconciliation]) {
        expect(page.unmatched).toHaveLength(BANK_LIST_DEFAULT);
        expect(page.unmatched).toEqual(whole.unmatched.slice(0, BANK_LIST_DEFAULT));
        expect(page.counts).toEqual(whole.counts);
      }
      const three = (await request(t.http).get(`${BASE}?limit=3`).set('Authorization', admin.auth).expect(200)).body as BankReconciliation;
      expect(three.unmatched).toEqual(whole.unmatched.slice(0, 3));
      for (const limit of ['0', `${BANK_LIST_MAX + 1}`, 'many', '2.5']) {
        const refused = await request(t.http).get(`${BASE}?limit=${limit}`).set('Authorization', admin.auth);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toMatch(/^limit must be/);
      }
    });
  });

  describe('two admins and the kept files', () => {
    it('confirms each match once when two admins press "Confirm all matched" together', async () => {
      const day = '2026-09-10';
      const requests = await Promise.all([1, 2, 3].map((n) => seed({ name: `Donor ${n}`, amount: 1000 + n, date: middayIn(day) })));
      const lines: FixtureLine[] = requests.map((donation) => ({ day, amount: donation.amount, channel: 'UPI', reference: donation.utr, payer: donation.name }));
      await imported(statementCsv('pnb', lines), 'pnb-sep.csv');
      const second = await loginAs(t, 'admin');
      const [a, b] = await Promise.all([admin, second].map((who) => request(t.http).post(`${BASE}/confirm`).set('Authorization', who.auth).expect(200)));
      const issuedFor = [...a.body.receipts, ...b.body.receipts].map((receipt: { donationId: string }) => receipt.donationId);
      for (const donation of requests) expect(issuedFor.filter((id) => id === String(donation._id))).toHaveLength(1);
      const numbers = await Promise.all(requests.map(async (donation) => (await t.app.get(DonationRepository).findById(String(donation._id)))?.receipt?.number));
      expect(new Set(numbers).size).toBe(3);
    });

    it('keeps the statement file privately until the retention schedule deletes it; the credits stay in the books', async () => {
      const reference = rrn();
      const result = await imported(statementCsv('sbi', [{ day: '2026-08-01', amount: 111, channel: 'UPI', reference, payer: 'Kept File' }]), 'kept.csv');
      const repository = t.app.get(BankStatementRepository);
      const statement = (await repository.listStatements(100)).find((entry) => String(entry._id) === result.statementId);
      expect(statement?.filePath).toMatch(/^private\/bank-statements\/[A-Za-z0-9_-]+\.csv$/);
      const storage = t.app.get(FileStorage);
      expect(await storage.open(statement?.filePath as string)).not.toBeNull();
      const target = statementFilesRetention(repository, storage);
      expect((await target.find(new Date(Date.now() - DAY_MS), 10)).items.map((item) => item.id)).not.toContain(result.statementId);
      const due = await target.find(new Date(Date.now() + DAY_MS), 100);
      expect(due.items.map((item) => item.label)).toContain('Bank statement kept.csv (State Bank of India)');
      expect(await target.purge(new Date(Date.now() + DAY_MS))).toBeGreaterThanOrEqual(1);
      expect(await storage.open(statement?.filePath as string)).toBeNull();
      expect(creditOf(await lists(), reference)).toBeDefined();
    });
  });
});
