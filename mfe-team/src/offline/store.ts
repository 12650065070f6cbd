// What the team dashboard keeps on the phone (IndexedDB, through idb): the records waiting to be sent, each
// under its own id and with the user who made it, the server's refusals, and per user the last snapshot of
// their batches and children and the time of the last sync. Nothing else: the phone's store stays small
// (a snapshot of a teacher's batches and a week of records is well under REGISTER_RULES' budget).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { RegisterRecord, RegisterSnapshot } from '@society/contracts';

/** A record on the phone: waiting to be sent, or refused by the server (kept, with its message, for the teacher). */
export interface KeptRecord {
  id: string;
  /** Who made it: only their session sends it. */
  userId: string;
  /** When it was put on the phone (ms): the queue's order. */
  keptAt: number;
  record: RegisterRecord;
  state: 'waiting' | 'refused';
  message?: string;
}

interface UserMeta {
  userId: string;
  lastSyncedAt: string | null;
}

interface KeptSnapshot {
  userId: string;
  snapshot: RegisterSnapshot;
}

interface RegisterDb extends DBSchema {
  records: { key: string; value: KeptRecord; indexes: { byUser: string } };
  snapshots: { key: string; value: KeptSnapshot };
  meta: { key: string; value: UserMeta };
}

const DB_NAME = 'society-team-register';
const STORES = ['records', 'snapshots', 'meta'] as const;

let opening: Promise<IDBPDatabase<RegisterDb>> | null = null;

/**
 * Opens the phone's store at whatever version it has, then, if any store is missing (the first open, or a
 * database some other code created empty), once more a version higher to add what is missing.
 */
async function openStore(): Promise<IDBPDatabase<RegisterDb>> {
  const onBlocking = () => {
    // Another tab needs a newer version: let it upgrade, and open again on the next call.
    void opening?.then((database) => database.close());
    opening = null;
  };
  const current = await openDB<RegisterDb>(DB_NAME, undefined, { blocking: onBlocking });
  if (STORES.every((name) => current.objectStoreNames.contains(name))) return current;
  const version = current.version + 1;
  current.close();
  return openDB<RegisterDb>(DB_NAME, version, {
    upgrade(database) {
      if (!database.objectStoreNames.contains('records')) database.createObjectStore('records', { keyPath: 'id' }).createIndex('byUser', 'userId');
      if (!database.objectStoreNames.contains('snapshots')) database.createObjectStore('snapshots', { keyPath: 'userId' });
      if (!database.objectStoreNames.contains('meta')) database.createObjectStore('meta', { keyPath: 'userId' });
    },
    blocking: onBlocking,
  });
}

function db(): Promise<IDBPDatabase<RegisterDb>> {
  opening ??= openStore().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Whether this browser gives the page an IndexedDB at all (some private modes do not). */
export function hasLocalStore(): boolean {
  return typeof indexedDB !== 'undefined';
}

/** Keeps `records` as waiting for `userId`, all or none; resolves once they are written. A record already kept keeps its place. */
export async function keepRecords(userId: string, records: RegisterRecord[]): Promise<void> {
  const database = await db();
  const tx = database.transaction('records', 'readwrite');
  const now = Date.now();
  await Promise.all([
    ...records.map(async (record, index) => {
      const earlier = await tx.store.get(record.id);
      await tx.store.put({ id: record.id, userId, keptAt: earlier?.keptAt ?? now + index / 1000, record, state: 'waiting' });
    }),
    tx.done,
  ]);
}

/** The user's kept records, oldest first. */
export async function userRecords(userId: string): Promise<KeptRecord[]> {
  const kept = await (await db()).getAllFromIndex('records', 'byUser', userId);
  return kept.sort((a, b) => a.keptAt - b.keptAt);
}

/** Removes the acknowledged records and marks the refused ones, in one transaction. */
export async function settleRecords(acknowledged: string[], refused: Array<{ id: string; message: string }>): Promise<void> {
  const database = await db();
  const tx = database.transaction('records', 'readwrite');
  await Promise.all([
    ...acknowledged.map((id) => tx.store.delete(id)),
    ...refused.map(async ({ id, message }) => {
      const kept = await tx.store.get(id);
      if (kept) await tx.store.put({ ...kept, state: 'refused', message });
    }),
    tx.done,
  ]);
}

/** Forgets the user's records in `state` (the teacher chose to discard them, or read the refusals). */
export async function forgetRecords(userId: string, state: KeptRecord['state']): Promise<void> {
  const database = await db();
  const tx = database.transaction('records', 'readwrite');
  const kept = await tx.store.index('byUser').getAll(userId);
  await Promise.all([...kept.filter((record) => record.state === state).map((record) => tx.store.delete(record.id)), tx.done]);
}

export async function lastSyncedAt(userId: string): Promise<string | null> {
  return (await (await db()).get('meta', userId))?.lastSyncedAt ?? null;
}

export async function setLastSyncedAt(userId: string, at: string): Promise<void> {
  await (await db()).put('meta', { userId, lastSyncedAt: at });
}

export async function keptSnapshot(userId: string): Promise<RegisterSnapshot | null> {
  return (await (await db()).get('snapshots', userId))?.snapshot ?? null;
}

export async function keepSnapshot(userId: string, snapshot: RegisterSnapshot): Promise<void> {
  await (await db()).put('snapshots', { userId, snapshot });
}

/** Forgets the user's snapshot (children's data) when they sign out; their waiting records stay. */
export async function forgetSnapshot(userId: string): Promise<void> {
  await (await db()).delete('snapshots', userId);
}

/** For tests: closes the connection so a fresh database can be opened. */
export async function closeStore(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open.catch(() => null))?.close();
}
