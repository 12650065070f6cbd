// The phone's queue and snapshot on a real IndexedDB implementation (fake-indexeddb, in memory), the API
// answered by a fake fetch: what a teacher would notice — nothing made offline is lost, each record is sent
// once it can be and then leaves the phone, a refusal stays with its message, an expired session pauses the
// queue until the next login, another user never sends or sees a teacher's records, and signing out asks first.
import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import v8 from 'node:v8';
import { IDBFactory } from 'fake-indexeddb';
import { REGISTER_RULES, type AttendanceRecord, type RegisterRecord, type RegisterSnapshot } from '@society/contracts';
import { maySignOut, useSession } from '@society/web-kit';
import { fakeApi, bodiesSentTo, type FakeEndpoint } from '../testing/fake-api';
import { loadSnapshot, newRecordId, queueRecords, startOffline } from './index';
import { closeStore } from './store';
import { currentStatus, resetSyncForTests, syncNow } from './sync';

// jsdom has no structuredClone, which IndexedDB uses to store values: Node's own serializer stands in.
globalThis.structuredClone ??= <T>(value: T): T => v8.deserialize(v8.serialize(value)) as T;

const RECORDS = 'POST /api/team/register/records';
const SNAPSHOT = 'GET /api/team/register/snapshot';
const teacher = { _id: 'teacher-1', email: 'asha@example.org', role: 'team' as const };
const colleague = { _id: 'teacher-2', email: 'ravi@example.org', role: 'team' as const };

function attendance(day: string, marks: Record<string, 'present' | 'absent'> = { s1: 'present' }): AttendanceRecord {
  return { id: newRecordId(), recordedAt: new Date().toISOString(), kind: 'attendance', batchId: 'b1', day, dayKind: 'held', marks };
}

/** The server: stores each record once by its id, as the API does; `refuse` names ids it refuses. */
function fakeServer(options: { refuse?: Record<string, string>; reply?: FakeEndpoint } = {}) {
  const stored = new Map<string, RegisterRecord>();
  const endpoint: FakeEndpoint =
    options.reply ??
    ((init) => {
      const { records } = JSON.parse(String(init.body)) as { records: RegisterRecord[] };
      return {
        body: {
          results: records.map((record) => {
            const message = options.refuse?.[record.id];
            if (message) return { id: record.id, status: 'refused', message };
            const status = stored.has(record.id) ? 'duplicate' : 'stored';
            stored.set(record.id, record);
            return { id: record.id, status };
          }),
        },
      };
    });
  return { stored, endpoint };
}

const snapshot: RegisterSnapshot = {
  syncedAt: '2026-12-01T09:00:00.000Z',
  batches: [],
  children: { b1: [{ studentId: 's1', name: 'Meena', hasConsent: true, latest: {}, flagged: false, guardianPhone: null }] },
  rounds: [],
};

function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Waits until the queue is idle (a sync started by an event has finished). */
async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await syncNow();
}

beforeEach(async () => {
  // A fresh phone for each test.
  globalThis.indexedDB = new IDBFactory();
  useSession.getState().login(teacher, 'token-1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  resetSyncForTests();
  useSession.getState().clear();
  await closeStore();
});

describe('the offline queue', () => {
  it('keeps records made with no network and sends them, once, when the network comes back', async () => {
    setOnline(false);
    const fetchMock = fakeApi({});
    const monday = attendance('2026-11-30');
    const tuesday = attendance('2026-12-01');
    await queueRecords([monday]);
    await queueRecords([tuesday]);
    await settled();
    expect(currentStatus().waiting.map((record) => record.id)).toEqual([monday.id, tuesday.id]);
    expect(fetchMock).not.toHaveBeenCalled();

    const server = fakeServer();
    const online = fakeApi({ [RECORDS]: server.endpoint });
    setOnline(true);
    await settled();
    expect([...server.stored.keys()].sort()).toEqual([monday.id, tuesday.id].sort());
    expect(bodiesSentTo(online, RECORDS)).toHaveLength(1);
    expect(currentStatus().waiting).toEqual([]);
    expect(currentStatus().lastSyncedAt).not.toBeNull();
  });

  it('sends a long queue in chunks of REGISTER_RULES.recordsPerSync', async () => {
    setOnline(false);
    const week = Array.from({ length: REGISTER_RULES.recordsPerSync * 2 + 50 }, (_, index) => attendance('2026-11-30', { [`s${index}`]: 'present' }));
    await queueRecords(week);
    const server = fakeServer();
    const fetchMock = fakeApi({ [RECORDS]: server.endpoint });
    setOnline(true);
    await settled();
    expect(bodiesSentTo(fetchMock, RECORDS).map((body) => (body.records as unknown[]).length)).toEqual([
      REGISTER_RULES.recordsPerSync,
      REGISTER_RULES.recordsPerSync,
      50,
    ]);
    expect(server.stored.size).toBe(week.length);
    expect(currentStatus().waiting).toEqual([]);
  });

  it("sends a week of big classes in chunks the API's body ceiling takes (each under REGISTER_RULES.valuesPerSync values)", async () => {
    setOnline(false);
    const classOf40 = Object.fromEntries(Array.from({ length: 40 }, (_, child) => [`s${child}`, 'present' as const]));
    const days = Array.from({ length: 150 }, () => attendance('2026-11-30', classOf40));
    await queueRecords(days);
    const server = fakeServer();
    const fetchMock = fakeApi({ [RECORDS]: server.endpoint });
    setOnline(true);
    await settled();
    const sizes = bodiesSentTo(fetchMock, RECORDS).map((body) => (body.records as unknown[]).length);
    // 40 marks and 7 fields make a class day about 95 values: 42 days a request, never one refused whole.
    expect(sizes.length).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(42);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(150);
    expect(server.stored.size).toBe(150);
  });

  it('takes a duplicate as sent, and keeps a refused record with the server\'s message', async () => {
    const again = attendance('2026-11-30');
    const late = attendance('2026-10-01');
    const server = fakeServer({ refuse: { [late.id]: 'This day can no longer be changed by its teacher.' } });
    server.stored.set(again.id, again);
    fakeApi({ [RECORDS]: server.endpoint });
    await queueRecords([again, late]);
    await settled();
    expect(currentStatus().waiting).toEqual([]);
    expect(currentStatus().refused).toEqual([{ ...late, message: 'This day can no longer be changed by its teacher.' }]);
  });

  it('keeps a record the answer does not mention, and tries it again', async () => {
    const first = attendance('2026-11-30');
    const second = attendance('2026-12-01');
    fakeApi({ [RECORDS]: { body: { results: [{ id: first.id, status: 'stored' }] } } });
    await queueRecords([first, second]);
    await settled();
    expect(currentStatus().waiting.map((record) => record.id)).toEqual([second.id]);
  });

  it('sends a chunk the server refuses whole record by record, so one bad record holds back no other', async () => {
    const good = attendance('2026-11-30');
    const bad = attendance('2026-12-01');
    const fetchMock = fakeApi({
      [RECORDS]: (init) => {
        const { records } = JSON.parse(String(init.body)) as { records: RegisterRecord[] };
        if (records.some((record) => record.id === bad.id)) return { status: 400, body: { statusCode: 400, message: 'day must be a date' } };
        return { body: { results: records.map((record) => ({ id: record.id, status: 'stored' })) } };
      },
    });
    await queueRecords([good, bad]);
    await settled();
    expect(bodiesSentTo(fetchMock, RECORDS)).toHaveLength(3);
    expect(currentStatus().waiting).toEqual([]);
    expect(currentStatus().refused).toEqual([{ ...bad, message: 'day must be a date' }]);
  });

  it('keeps everything on a server error, and sends it on a later try', async () => {
    const record = attendance('2026-11-30');
    fakeApi({ [RECORDS]: { status: 503, body: { statusCode: 503, message: 'Service unavailable' } } });
    await queueRecords([record]);
    await settled();
    expect(currentStatus().waiting.map((kept) => kept.id)).toEqual([record.id]);
    const server = fakeServer();
    fakeApi({ [RECORDS]: server.endpoint });
    await syncNow();
    expect(server.stored.has(record.id)).toBe(true);
    expect(currentStatus().waiting).toEqual([]);
  });

  it('pauses on an expired session without ending it, and goes on after the teacher logs in again', async () => {
    const record = attendance('2026-11-30');
    const fetchMock = fakeApi({ [RECORDS]: { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } });
    await queueRecords([record]);
    await settled();
    expect(currentStatus()).toMatchObject({ needsSignIn: true, waiting: [record] });
    // Not ended here: the banner asks the teacher to log in, nothing jumps away from the register.
    expect(useSession.getState().token).toBe('token-1');
    await syncNow();
    expect(bodiesSentTo(fetchMock, RECORDS)).toHaveLength(1);

    const server = fakeServer();
    const after = fakeApi({ [RECORDS]: server.endpoint });
    useSession.getState().login(teacher, 'token-2');
    await settled();
    expect(server.stored.has(record.id)).toBe(true);
    expect(after.mock.calls[0][1].headers.Authorization).toBe('Bearer token-2');
    expect(currentStatus()).toMatchObject({ needsSignIn: false, waiting: [] });
  });

  it("never sends or shows a teacher's records in another user's session", async () => {
    setOnline(false);
    const record = attendance('2026-11-30');
    await queueRecords([record]);
    const server = fakeServer();
    fakeApi({ [RECORDS]: server.endpoint, [SNAPSHOT]: { body: snapshot } });
    useSession.getState().login(colleague, 'token-colleague');
    setOnline(true);
    await settled();
    expect(currentStatus().waiting).toEqual([]);
    expect(server.stored.size).toBe(0);

    useSession.getState().login(teacher, 'token-3');
    await settled();
    expect(server.stored.has(record.id)).toBe(true);
  });

  it('sends what waits as soon as the page comes back to the front', async () => {
    fakeApi({ [RECORDS]: { status: 503, body: { statusCode: 503, message: 'Service unavailable' } } });
    const record = attendance('2026-11-30');
    await queueRecords([record]);
    await settled();
    const server = fakeServer();
    fakeApi({ [RECORDS]: server.endpoint });
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(server.stored.has(record.id)).toBe(true));
  });

  it('remembers the last sync across a reload of the page', async () => {
    fakeApi({ [RECORDS]: fakeServer().endpoint });
    await queueRecords([attendance('2026-11-30')]);
    await settled();
    const lastSyncedAt = currentStatus().lastSyncedAt;
    expect(lastSyncedAt).not.toBeNull();

    resetSyncForTests();
    await closeStore();
    expect(currentStatus().lastSyncedAt).toBeNull();
    startOffline();
    await settled();
    expect(currentStatus().lastSyncedAt).toBe(lastSyncedAt);
  });
});

describe("the phone's database", () => {
  it('is completed when it was created empty (by an older page or other code), and keeps records', async () => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('society-team-register');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
    setOnline(false);
    const record = attendance('2026-11-30');
    await queueRecords([record]);
    expect(currentStatus().waiting).toEqual([record]);
  });
});

describe('the snapshot', () => {
  it('is kept when read online and answered from the phone with no network', async () => {
    fakeApi({ [SNAPSHOT]: { body: snapshot } });
    await expect(loadSnapshot()).resolves.toEqual(snapshot);
    setOnline(false);
    const fetchMock = fakeApi({});
    await expect(loadSnapshot()).resolves.toEqual(snapshot);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is answered from the phone when the network fails though the browser thinks it is online', async () => {
    fakeApi({ [SNAPSHOT]: { body: snapshot } });
    await loadSnapshot();
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(loadSnapshot()).resolves.toEqual(snapshot);
    expect(currentStatus().online).toBe(false);
  });

  it("is not another user's", async () => {
    fakeApi({ [SNAPSHOT]: { body: snapshot } });
    await loadSnapshot();
    useSession.getState().login(colleague, 'token-colleague');
    setOnline(false);
    await expect(loadSnapshot()).rejects.toMatchObject({ status: 0 });
  });

  it('is forgotten when the teacher signs out, while their waiting records stay', async () => {
    fakeApi({ [SNAPSHOT]: { body: snapshot } });
    await loadSnapshot();
    setOnline(false);
    const record = attendance('2026-11-30');
    await queueRecords([record]);

    useSession.getState().clear();
    useSession.getState().login(teacher, 'token-4');
    await settled();
    await expect(loadSnapshot()).rejects.toMatchObject({ status: 0 });
    expect(currentStatus().waiting).toEqual([record]);
  });
});

describe('signing out', () => {
  it('asks first while records wait, and keeps them unless the teacher deletes them', async () => {
    setOnline(false);
    await queueRecords([attendance('2026-11-30'), attendance('2026-12-01')]);
    const confirm = jest.spyOn(window, 'confirm');

    confirm.mockReturnValueOnce(false);
    await expect(maySignOut()).resolves.toBe(false);
    expect(confirm).toHaveBeenLastCalledWith('2 records have not been sent yet. Sign out anyway?');

    confirm.mockReturnValueOnce(true).mockReturnValueOnce(false);
    await expect(maySignOut()).resolves.toBe(true);
    expect(currentStatus().waiting).toHaveLength(2);

    confirm.mockReturnValueOnce(true).mockReturnValueOnce(true);
    await expect(maySignOut()).resolves.toBe(true);
    expect(currentStatus().waiting).toEqual([]);
  });

  it('asks nothing when every record has been sent', async () => {
    fakeApi({ [RECORDS]: fakeServer().endpoint });
    await queueRecords([attendance('2026-11-30')]);
    await settled();
    const confirm = jest.spyOn(window, 'confirm');
    await expect(maySignOut()).resolves.toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe("the phone's store", () => {
  it('stays under 5 MB for a centre of 10 batches of 30 children and a week of 500 records', () => {
    const children = Object.fromEntries(
      Array.from({ length: 10 }, (_, batch) => [
        `batch-${batch}`,
        Array.from({ length: 30 }, (__, child) => ({
          studentId: `${batch}-${child}-0123456789abcdef01234567`,
          name: 'सुनीता कुमारी प्रजापति',
          hasConsent: true,
          latest: { readingHindi: 'paragraph', readingEnglish: 'word', arithmetic: 'subtraction' },
          flagged: true,
          guardianPhone: '98123 45678',
        })),
      ]),
    );
    const week = Array.from({ length: 500 }, (_, index) =>
      attendance('2026-11-30', Object.fromEntries(Array.from({ length: 30 }, (__, child) => [`${index}-${child}-0123456789abcdef01234567`, 'present']))),
    );
    const bytes = new TextEncoder().encode(JSON.stringify({ ...snapshot, children }) + JSON.stringify(week)).length;
    expect(bytes).toBeLessThan(5 * 1024 * 1024);
  });
});
