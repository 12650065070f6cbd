// The team dashboard's offline layer (issue 44): what the screens call to write the register and to read a
// teacher's batches and children as last synced. The screens use only these exports; how records wait on the
// phone (IndexedDB) and are sent (on their own when the network is back) lives behind them.
import { useSyncExternalStore } from 'react';
import { api } from '@society/web-kit';
import type { RecordResult, RegisterRecord, RegisterSnapshot, SyncResponse } from '@society/contracts';

export interface SyncStatus {
  /** Records made on this phone and not yet acknowledged by the server (oldest first). */
  waiting: RegisterRecord[];
  /** Records the server refused (with its message), kept for the teacher to see. */
  refused: Array<RegisterRecord & { message: string }>;
  /** ISO time of the last sync that reached the server, or null. */
  lastSyncedAt: string | null;
  online: boolean;
  syncing: boolean;
  /** The session expired: the records wait until the teacher signs in again. */
  needsSignIn: boolean;
}

/** A new record id (a UUID made on the phone: however often the record is sent, it is stored once). */
export function newRecordId(): string {
  return crypto.randomUUID();
}

// Placeholder until the IndexedDB queue lands: records are sent at once, online only.
let status: SyncStatus = { waiting: [], refused: [], lastSyncedAt: null, online: true, syncing: false, needsSignIn: false };
const listeners = new Set<() => void>();
const publish = (next: Partial<SyncStatus>) => {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
};

/** Keeps `records` on the phone and sends them when it can; resolves once they are safely kept. */
export async function queueRecords(records: RegisterRecord[]): Promise<void> {
  const { results } = await api.post<SyncResponse>('team/register/records', { records });
  const refused = results.filter((result: RecordResult) => result.status === 'refused');
  publish({
    lastSyncedAt: new Date().toISOString(),
    refused: [
      ...status.refused,
      ...refused.map((result) => ({ ...(records.find((record) => record.id === result.id) as RegisterRecord), message: result.message ?? '' })),
    ],
  });
}

/** The sync state, for the banner every register screen shows (waiting count, last sync). */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

/** The signed-in teacher's batches and children: from the server when online (and kept), else as last kept. */
export async function loadSnapshot(): Promise<RegisterSnapshot> {
  return api.get<RegisterSnapshot>('team/register/snapshot');
}
