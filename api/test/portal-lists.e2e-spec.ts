import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import request from 'supertest';
import { REQUEST_STATUSES, type Certificate, type ExitRequest, type LeaveRequest, type Page, type RequestCounts, type RequestStatus } from '@society/contracts';
import { CertificateRepository } from '../src/database/repositories/certificate.repository';
import type { ApplicantRecord } from '../src/database/schemas/applicant.schema';
import { createTestApp, type TestApp } from './helpers/app';
import { expectError } from './helpers/errors';
import { createApplicant, loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';

// HR's Leave, Exits and Certificates tabs, paged on the server (issue 20): without list parameters each
// route keeps its whole array; with any it answers one page. Rows go straight into this file's database
// with known times, so every order below is exact.

type RequestPage<T> = Page<T> & { counts: RequestCounts };

const MINUTE_MS = 60 * 1000;
const START = Date.now() - 10 * 24 * 60 * MINUTE_MS;
/** Statuses of the 30 seeded requests, newest first: every fourth waits for HR. */
const statusOf = (index: number): RequestStatus => (index % 4 === 0 ? 'pending' : (['approved', 'rejected', 'cancelled'] as const)[index % 3]);

describe("HR's Leave, Exits and Certificates tabs, paged on the server", () => {
  let t: TestApp;
  let hr: LoggedIn;
  let people: ApplicantRecord[];
  let db: Connection;

  beforeAll(async () => {
    t = await createTestApp();
    hr = await loginAs(t, 'hr');
    db = t.app.get<Connection>(getConnectionToken());
    people = [
      await createApplicant(t.app, { status: 'active', name: 'Asha Verma', email: uniqueEmail('asha'), phone: '+91 90000 11111' }),
      await createApplicant(t.app, { status: 'active', name: 'Ravi Kumar', email: uniqueEmail('ravi'), phone: '+91 90000 22222' }),
      await createApplicant(t.app, { status: 'onboarded', name: 'Meena Joshi', email: uniqueEmail('meena'), phone: '+91 90000 33333', type: 'intern' }),
    ];
  });

  const get = (path: string, query: Record<string, string | number> = {}) => request(t.http).get(path).query(query).set('Authorization', hr.auth);

  /** 30 requests, index 0 the newest, made one minute apart by people[index % 3]. */
  async function seedRequests(collection: string, fields: (index: number) => Record<string, unknown>): Promise<Array<{ _id: string; status: RequestStatus }>> {
    const rows = Array.from({ length: 30 }, (_, index) => {
      const createdAt = new Date(START + (30 - index) * MINUTE_MS);
      return { _id: new Types.ObjectId(), applicantId: people[index % 3]._id, reason: `Reason ${index}`, status: statusOf(index), hrReply: '', createdAt, updatedAt: createdAt, ...fields(index) };
    });
    await db.collection(collection).deleteMany({});
    await db.collection(collection).insertMany(rows);
    return rows.map((row) => ({ _id: String(row._id), status: row.status }));
  }

  const ids = (rows: Array<{ _id: string }>) => rows.map((row) => row._id);
  /** The seeded rows as the unpaged list orders them: pending first, each group newest first. */
  const pendingFirst = <T extends { status: string }>(rows: T[]) => [...rows.filter((row) => row.status === 'pending'), ...rows.filter((row) => row.status !== 'pending')];

  describe('leave requests', () => {
    const PATH = '/api/hr/leave-requests';
    let seeded: Awaited<ReturnType<typeof seedRequests>>;

    beforeAll(async () => {
      seeded = await seedRequests('leave_requests', (index) => ({ type: 'exams', from: new Date(START), to: new Date(START + index * 24 * 60 * MINUTE_MS) }));
    });

    it('answers every request, pending first, as an array when called without list parameters', async () => {
      const body = (await get(PATH).expect(200)).body as LeaveRequest[];
      expect(ids(body)).toEqual(ids(pendingFirst(seeded)));
      expect(body[0].person).toEqual(expect.objectContaining({ name: 'Asha Verma', type: 'volunteer' }));
    });

    it('cuts pages from the pending requests first, then the decided ones, with the count waiting', async () => {
      const first = (await get(PATH, { pageSize: 5 }).expect(200)).body as RequestPage<LeaveRequest>;
      expect(first).toEqual(expect.objectContaining({ total: 30, page: 1, pageSize: 5, counts: { pending: 8 } }));
      expect(first.items.map((item) => item.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);

      // Page 2 crosses from the 8 pending to the decided: 3 of one, 2 of the other.
      const second = (await get(PATH, { pageSize: 5, page: 2 }).expect(200)).body as RequestPage<LeaveRequest>;
      expect(second.items.map((item) => item.status === 'pending')).toEqual([true, true, true, false, false]);

      // Every page of 7 in turn gives the unpaged order exactly, the last one short, then nothing.
      const pages: LeaveRequest[] = [];
      for (let page = 1; page <= 5; page += 1) pages.push(...((await get(PATH, { pageSize: 7, page }).expect(200)).body as RequestPage<LeaveRequest>).items);
      expect(ids(pages)).toEqual(ids(pendingFirst(seeded)));
      const past = (await get(PATH, { pageSize: 7, page: 6 }).expect(200)).body as RequestPage<LeaveRequest>;
      expect(past).toEqual(expect.objectContaining({ items: [], total: 30, page: 6 }));
    });

    it('filters by status and sorts oldest first, keeping the count of all pending', async () => {
      const approved = (await get(PATH, { status: 'approved', pageSize: 100 }).expect(200)).body as RequestPage<LeaveRequest>;
      const expected = seeded.filter((row) => row.status === 'approved');
      expect(approved.total).toBe(expected.length);
      expect(ids(approved.items)).toEqual(ids(expected));
      expect(approved.counts).toEqual({ pending: 8 });

      const oldest = (await get(PATH, { sort: 'createdAt', pageSize: 100 }).expect(200)).body as RequestPage<LeaveRequest>;
      expect(ids(oldest.items)).toEqual(ids(pendingFirst([...seeded].reverse())));
    });

    it("finds a person's requests by their name, email or phone, however the number is written", async () => {
      const asha = seeded.filter((_, index) => index % 3 === 0);
      for (const search of ['asha verma', people[0].email.toUpperCase(), '90000 11111', '9000011111', '90000-11111', '+919000011111']) {
        const page = (await get(PATH, { search, pageSize: 100 }).expect(200)).body as RequestPage<LeaveRequest>;
        expect(ids(page.items)).toEqual(ids(pendingFirst(asha)));
        expect(page.total).toBe(asha.length);
        expect(page.counts).toEqual({ pending: 8 });
      }
      const pendingOfRavi = (await get(PATH, { search: 'Ravi', status: 'pending' }).expect(200)).body as RequestPage<LeaveRequest>;
      expect(ids(pendingOfRavi.items)).toEqual(ids(seeded.filter((row, index) => index % 3 === 1 && row.status === 'pending')));
      expect(pendingOfRavi.items.every((item) => item.person?.name === 'Ravi Kumar')).toBe(true);

      const nobody = (await get(PATH, { search: 'Nobody By This Name' }).expect(200)).body as RequestPage<LeaveRequest>;
      expect(nobody).toEqual(expect.objectContaining({ items: [], total: 0, counts: { pending: 8 } }));
    });

    it('refuses a bad status, sort or page size with a 400 naming it', async () => {
      expectError(await get(PATH, { status: 'waiting' }), 400, `status must be one of: ${REQUEST_STATUSES.join(', ')}`);
      expectError(await get(PATH, { sort: 'name' }), 400, 'sort must be one of: createdAt, -createdAt');
      expectError(await get(PATH, { pageSize: 101 }), 400, 'pageSize must be at most 100');
    });

    it('moves a request out of the pending count once HR decides it', async () => {
      const [waiting] = ((await get(PATH, { status: 'pending', pageSize: 1 }).expect(200)).body as RequestPage<LeaveRequest>).items;
      await request(t.http).post(`${PATH}/${waiting._id}/decision`).set('Authorization', hr.auth).send({ decision: 'approved', reply: 'Good luck.' }).expect(200);
      const after = (await get(PATH, { pageSize: 1 }).expect(200)).body as RequestPage<LeaveRequest>;
      expect(after.counts).toEqual({ pending: 7 });
      expect(after.items[0]._id).not.toBe(waiting._id);
    });
  });

  describe('exit requests', () => {
    const PATH = '/api/hr/exit-requests';
    let seeded: Awaited<ReturnType<typeof seedRequests>>;

    beforeAll(async () => {
      seeded = await seedRequests('exit_requests', (index) => ({ lastWorkingDay: new Date(START + index * 24 * 60 * MINUTE_MS) }));
    });

    it('keeps the array without list parameters, and pages pending first with the same rules as leave', async () => {
      expect(ids((await get(PATH).expect(200)).body as ExitRequest[])).toEqual(ids(pendingFirst(seeded)));
      const page = (await get(PATH, { pageSize: 10 }).expect(200)).body as RequestPage<ExitRequest>;
      expect(page).toEqual(expect.objectContaining({ total: 30, counts: { pending: 8 } }));
      expect(ids(page.items)).toEqual(ids(pendingFirst(seeded).slice(0, 10)));
      const meena = (await get(PATH, { search: 'meena', status: 'cancelled' }).expect(200)).body as RequestPage<ExitRequest>;
      expect(ids(meena.items)).toEqual(ids(seeded.filter((row, index) => index % 3 === 2 && row.status === 'cancelled')));
      expect(meena.items[0].person).toEqual(expect.objectContaining({ name: 'Meena Joshi', type: 'intern' }));
    });
  });

  describe('certificates', () => {
    const PATH = '/api/hr/certificates';
    /** 12 certificates, index 0 the newest; every third revoked. */
    const seeded: Array<{ _id: string; code: string; holderName: string; revoked: boolean }> = [];

    beforeAll(async () => {
      const rows = Array.from({ length: 12 }, (_, index) => {
        const person = people[index % 3];
        const issuedAt = new Date(START + (12 - index) * MINUTE_MS);
        return {
          _id: new Types.ObjectId(),
          code: `SOC-TEST-${String(index).padStart(4, '0')}`,
          applicantId: person._id,
          holderName: person.name,
          type: 'volunteering',
          role: 'Teaching',
          from: new Date(START),
          to: new Date(START),
          description: 'Taught evening classes',
          signatoryName: 'A. Sharma',
          signatoryTitle: 'Secretary',
          issuedAt,
          issuedBy: hr.email,
          createdAt: issuedAt,
          updatedAt: issuedAt,
          ...(index % 3 === 0 ? { revokedAt: new Date(), revocationReason: 'Issued twice', revokedBy: hr.email } : {}),
        };
      });
      await db.collection('certificates').deleteMany({});
      await db.collection('certificates').insertMany(rows);
      // Written as records from before the holder's sort key: the next start gives them theirs.
      await t.app.get(CertificateRepository).onApplicationBootstrap();
      seeded.push(...rows.map((row) => ({ _id: String(row._id), code: row.code, holderName: row.holderName, revoked: 'revokedAt' in row })));
    });

    it('keeps the array without list parameters, newest first', async () => {
      expect(ids((await get(PATH).expect(200)).body as Certificate[])).toEqual(ids(seeded));
    });

    it('pages newest first, filters valid or revoked, finds a code or a holder, sorts by holder', async () => {
      const first = (await get(PATH, { pageSize: 5 }).expect(200)).body as Page<Certificate>;
      expect(first).toEqual(expect.objectContaining({ total: 12, page: 1, pageSize: 5 }));
      expect(ids(first.items)).toEqual(ids(seeded.slice(0, 5)));
      const last = (await get(PATH, { pageSize: 5, page: 3 }).expect(200)).body as Page<Certificate>;
      expect(ids(last.items)).toEqual(ids(seeded.slice(10)));

      const revoked = (await get(PATH, { status: 'revoked' }).expect(200)).body as Page<Certificate>;
      expect(ids(revoked.items)).toEqual(ids(seeded.filter((row) => row.revoked)));
      expect(revoked.items.every((item) => item.status === 'revoked' && item.revocationReason === 'Issued twice')).toBe(true);
      const valid = (await get(PATH, { status: 'valid' }).expect(200)).body as Page<Certificate>;
      expect(valid.total).toBe(8);

      // The code as printed, or typed without its dashes.
      for (const search of ['soc-test-0007', 'soctest0007', 'SOC TEST 0007']) {
        const byCode = (await get(PATH, { search }).expect(200)).body as Page<Certificate>;
        expect(byCode.items.map((item) => item.code)).toEqual(['SOC-TEST-0007']);
      }
      const byHolder = (await get(PATH, { search: 'Meena', status: 'valid' }).expect(200)).body as Page<Certificate>;
      expect(ids(byHolder.items)).toEqual(ids(seeded.filter((row) => row.holderName === 'Meena Joshi' && !row.revoked)));

      const byName = (await get(PATH, { sort: 'holderName', pageSize: 100 }).expect(200)).body as Page<Certificate>;
      expect(byName.items.map((item) => item.holderName)).toEqual([...seeded.map((row) => row.holderName)].sort());

      expectError(await get(PATH, { status: 'expired' }), 400, 'status must be one of: valid, revoked');
    });
  });
});
