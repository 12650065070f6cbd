// The offline layer's exports as the screens call them, in memory: a spec mocks '../offline' with this
// module (jest.mock(path, () => jest.requireActual('<this file>'))) and says what the phone holds and
// whether records wait or are sent. The real queue (IndexedDB, the service worker) has its own specs.
import { useSyncExternalStore } from 'react';
import type { RegisterRecord, RegisterSnapshot } from '@society/contracts';
import { ApiError } from '@society/web-kit';
import type { SyncStatus } from '../offline';

const FRESH: SyncStatus = { waiting: [], refused: [], lastSyncedAt: null, online: true, syncing: false, needsSignIn: false };
let status: SyncStatus = FRESH;
let snapshot: RegisterSnapshot | null = null;
let holding = false;
let ids = 0;
const listeners = new Set<() => void>();

/** Every record the screens queued, in order. */
export const queued: RegisterRecord[] = [];

function publish(next: Partial<SyncStatus>) {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

/** Starts a test afresh: online, nothing queued, no snapshot kept. */
export function resetOffline() {
  status = FRESH;
  snapshot = null;
  holding = false;
  queued.length = 0;
}

/** What the phone last synced. */
export function keepSnapshot(kept: RegisterSnapshot) {
  snapshot = kept;
}

/** Records queued from now on wait on the phone (no network) instead of being sent. */
export function holdRecords(hold = true) {
  holding = hold;
}

/** Changes the sync state the banner and the screens read (offline, waiting, needs sign-in...). */
export function setSyncStatus(next: Partial<SyncStatus>) {
  publish(next);
}

export function newRecordId(): string {
  ids += 1;
  return `record-${ids}`;
}

export async function queueRecords(records: RegisterRecord[]): Promise<void> {
  queued.push(...records);
  publish(holding ? { waiting: [...status.waiting, ...records] } : { lastSyncedAt: new Date().toISOString() });
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

export async function loadSnapshot(): Promise<RegisterSnapshot> {
  if (!snapshot) throw new ApiError(0, 'No network and nothing kept on this phone');
  return snapshot;
}
