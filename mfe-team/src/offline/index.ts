// The team dashboard's offline layer (issue 44): what the screens call to write the register and to read a
// teacher's batches and children as last synced. The screens use only these exports; how records wait on the
// phone (IndexedDB, store.ts) and are sent on their own when the network is back (sync.ts), and the service
// worker that opens the dashboard with no network (install.ts, service-worker.ts), live behind them.
import { useSyncExternalStore } from 'react';
import type { RegisterRecord, RegisterSnapshot } from '@society/contracts';
import { setSignOutCheck } from '@society/web-kit';
import { installOffline } from './install';
import { confirmSignOutWithWaitingRecords } from './sign-out';
import * as sync from './sync';

export type { SyncStatus } from './sync';

/** A new record id (a UUID made on the phone: however often the record is sent, it is stored once). */
export function newRecordId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // An older phone's browser (randomUUID came in Chrome 92): a version 4 UUID from the same random source.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Starts the offline layer once per page: the service worker and the manifest (so the dashboard opens, and
 * installs, with no network), the sync loop, and the question Logout asks while records wait. Every export
 * below starts it too, so the first register screen shown does.
 */
export function startOffline(): void {
  installOffline();
  sync.startSyncLoop();
  // The web kit is the shell's (shared): one deployed before this remote may not have the check yet.
  if (typeof setSignOutCheck === 'function') setSignOutCheck(confirmSignOutWithWaitingRecords);
}

/** Keeps `records` on the phone and sends them when it can; resolves once they are safely kept. */
export async function queueRecords(records: RegisterRecord[]): Promise<void> {
  startOffline();
  await sync.queueRecords(records);
}

const subscribe = (listener: () => void) => {
  startOffline();
  return sync.subscribe(listener);
};

/** The sync state, for the banner every register screen shows (waiting count, last sync). */
export function useSyncStatus(): sync.SyncStatus {
  return useSyncExternalStore(subscribe, sync.currentStatus);
}

/** The signed-in teacher's batches and children: from the server when online (and kept), else as last kept. */
export async function loadSnapshot(): Promise<RegisterSnapshot> {
  startOffline();
  return sync.loadSnapshot();
}

/** Sends the waiting records now (the banner's "send now"); they are also sent on their own. */
export function syncNow(): Promise<void> {
  startOffline();
  return sync.syncNow();
}

/** Forgets the signed-in teacher's waiting records on this phone (only when they chose to discard them). */
export const discardWaitingRecords = sync.discardWaitingRecords;

/** Forgets the refused records the teacher has read. */
export const dismissRefusedRecords = sync.dismissRefusedRecords;
