import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import {
  APPLICANT_SORTS,
  APPLICANT_STATUSES,
  APPLICANT_VIEWS,
  AUDIT_KINDS,
  CERTIFICATE_SORTS,
  CERTIFICATE_STATUSES,
  CONTACT_SORTS,
  DATA_REQUEST_REGISTER_STATUSES,
  DONATION_SORTS,
  GALLERY_FILTERS,
  RECEIPT_FILTERS,
  REQUEST_SORTS,
  REQUEST_STATUSES,
  ROLES,
  STUDENT_SORTS,
  USER_SORTS,
  type Role,
} from '@society/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { loginAs, type LoggedIn } from './helpers/factories';

// Issue 20: on MongoDB (production's engine) a staff list's page must be read in the order of an index,
// never sorted in memory after reading every match, or it slows down as the years pile up. MongoDB
// cannot run here and the embedded engine uses no index but _id's, so this checks the rule itself: every
// sorted read that the list routes make, with every sort and filter their screens offer, is asked of the
// database (recorded through mongoose's debug hook), and one of the collection's declared indexes must
// give that order. An index gives it when its keys are the sort's keys in order (all in the sort's
// direction, or all reversed), perhaps after fields the filter fixes to one value (or a few: $in).

type Keys = Record<string, 1 | -1>;
interface SortedRead {
  collection: string;
  filter: Record<string, unknown>;
  sort: Keys;
}

/** Fields the filter fixes to a value or a few values; a range, $ne, $exists or a search ($or) fixes none. */
function fixedFields(filter: Record<string, unknown>): Set<string> {
  const fixed = new Set<string>();
  const visit = (clause: Record<string, unknown>) => {
    for (const [field, condition] of Object.entries(clause)) {
      if (field === '$and') (condition as Array<Record<string, unknown>>).forEach(visit);
      else if (field.startsWith('$')) continue;
      else if (condition === null || typeof condition !== 'object' || condition instanceof Date || !Object.keys(condition).some((key) => key.startsWith('$'))) fixed.add(field);
      else if ('$in' in (condition as object) || '$eq' in (condition as object)) fixed.add(field);
    }
  };
  visit(filter);
  return fixed;
}

function gives(index: Keys, read: SortedRead): boolean {
  const keys = Object.entries(index);
  const sort = Object.entries(read.sort);
  const fixed = fixedFields(read.filter);
  let start = 0;
  while (start < keys.length && fixed.has(keys[start][0]) && keys[start][0] !== sort[0][0]) start += 1;
  const following = keys.slice(start, start + sort.length);
  if (following.length < sort.length || following.some(([field], i) => field !== sort[i][0])) return false;
  const same = following.every(([, direction], i) => direction === sort[i][1]);
  const reversed = following.every(([, direction], i) => direction === -sort[i][1]);
  return same || reversed;
}

/** What each list is asked with (as `role`; public without): its first page (`first`) with every sort and filter value its screen can send. */
const LISTS: Array<{ path: string; role?: Role; first?: Record<string, string>; sorts?: readonly string[]; filters?: Record<string, readonly string[]> }> = [
  { path: '/api/public/donations', role: 'admin', sorts: DONATION_SORTS, filters: { receipt: RECEIPT_FILTERS } },
  { path: '/api/public/contact', role: 'admin', sorts: CONTACT_SORTS },
  { path: '/api/hr/contact', role: 'hr', sorts: CONTACT_SORTS },
  { path: '/api/hr/applicants', role: 'hr', sorts: APPLICANT_SORTS, filters: { view: APPLICANT_VIEWS, status: APPLICANT_STATUSES } },
  { path: '/api/team/students', role: 'team', sorts: STUDENT_SORTS },
  { path: '/api/admin/users', role: 'admin', sorts: USER_SORTS, filters: { role: ROLES } },
  { path: '/api/admin/activity', role: 'admin', filters: { kind: AUDIT_KINDS } },
  { path: '/api/admin/data-requests', role: 'admin', filters: { status: DATA_REQUEST_REGISTER_STATUSES } },
  { path: '/api/hr/leave-requests', role: 'hr', sorts: REQUEST_SORTS, filters: { status: REQUEST_STATUSES } },
  { path: '/api/hr/exit-requests', role: 'hr', sorts: REQUEST_SORTS, filters: { status: REQUEST_STATUSES } },
  { path: '/api/hr/certificates', role: 'hr', sorts: CERTIFICATE_SORTS, filters: { status: CERTIFICATE_STATUSES } },
  { path: '/api/hr/certificates/people', role: 'hr' },
  { path: '/api/hr/birthdays', role: 'hr', first: { month: '1' }, filters: { month: ['12'] } },
  // Not a staff list, but it grows with the years too (issue 31).
  { path: '/api/admin/gallery', filters: { category: GALLERY_FILTERS } },
  // A year's Form 10BE certificates (issue 33).
  { path: '/api/admin/form-10be', role: 'admin', first: { fy: '2026-27' } },
  // The class register's lists (issue 44): centres, batches (a teacher's own too), the follow-up list.
  { path: '/api/team/register/centres', role: 'team', first: {} },
  { path: '/api/team/register/batches', role: 'team', first: {}, filters: { mine: ['true'] } },
  { path: '/api/team/register/follow-ups', role: 'team', first: {} },
];

describe('staff lists on MongoDB: every page is read in the order of an index', () => {
  let t: TestApp;
  let connection: Connection;
  const staff = new Map<Role, LoggedIn>();
  const reads: SortedRead[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['admin', 'hr', 'team'] as const) staff.set(role, await loginAs(t, role));
    connection = t.app.get<Connection>(getConnectionToken());
    connection.set('debug', (collection: string, method: string, filter: Record<string, unknown>, options?: { sort?: Keys }) => {
      if (method === 'find' && options?.sort) reads.push({ collection, filter: filter ?? {}, sort: options.sort });
    });
  });

  afterAll(() => {
    connection.set('debug', false);
  });

  it('asks every list, with each sort and filter, and finds an index for each sorted read', async () => {
    for (const { path, role, first = { page: '1' }, sorts = [], filters = {} } of LISTS) {
      // Every combination: the screens send a sort with their filters.
      let queries: Array<Record<string, string>> = [first, ...sorts.map((sort) => ({ ...first, sort }))];
      for (const [name, values] of Object.entries(filters)) queries = queries.flatMap((query) => [query, ...values.map((value) => ({ ...query, [name]: value }))]);
      for (const query of queries) {
        const response = await request(t.http).get(path).query(query).set(role ? { Authorization: (staff.get(role) as LoggedIn).auth } : {});
        expect({ path, query, status: response.status }).toEqual({ path, query, status: 200 });
      }
    }

    const collections = new Set(reads.map((read) => read.collection));
    expect([...collections].sort()).toEqual(
      expect.arrayContaining(['applicants', 'audit_entries', 'certificates', 'contact_messages', 'data_requests', 'donations', 'exit_requests', 'gallery_items', 'leave_requests', 'students', 'users']),
    );
    const unserved = reads.filter((read) => {
      const model = Object.values(connection.models).find((candidate) => candidate.collection.collectionName === read.collection);
      const indexes = (model?.schema.indexes() ?? []).map(([keys]) => keys as Keys);
      return !indexes.some((index) => gives(index, read));
    });
    const described = [...new Set(unserved.map((read) => `${read.collection}: sort ${JSON.stringify(read.sort)}, filter on ${[...fixedFields(read.filter)].join(', ') || 'nothing fixed'}`))];
    expect(described).toEqual([]);
  });

  it('judges index order as MongoDB does', () => {
    const read = (sort: Keys, filter: Record<string, unknown> = {}): SortedRead => ({ collection: 'x', filter, sort });
    expect(gives({ date: -1, _id: -1 }, read({ date: 1, _id: 1 }))).toBe(true);
    expect(gives({ date: -1, _id: 1 }, read({ date: -1, _id: -1 }))).toBe(false);
    expect(gives({ receiptGenerated: 1, date: -1, _id: -1 }, read({ date: -1, _id: -1 }, { receiptGenerated: false }))).toBe(true);
    expect(gives({ receiptGenerated: 1, date: -1, _id: -1 }, read({ date: -1, _id: -1 }))).toBe(false);
    expect(gives({ status: 1, createdAt: -1, _id: -1 }, read({ createdAt: -1, _id: -1 }, { status: { $ne: 'pending' } }))).toBe(false);
    expect(gives({ status: 1, name: 1, _id: 1 }, read({ name: 1, _id: 1 }, { status: { $in: ['active', 'inactive'] } }))).toBe(true);
    expect(gives({ name: 1, _id: 1 }, read({ name: 1, _id: 1 }, { $or: [{ name: { $regex: 'a' } }] }))).toBe(true);
  });
});
