// The queue's engine: records wait on the phone (store.ts) and are sent, in chunks of at most
// REGISTER_RULES.recordsPerSync records and valuesPerSync JSON values, on start, when the network comes back, every SYNC_EVERY_MS while online and
// right after a record is kept. Each acknowledged record (stored, or a duplicate of one stored before) is
// removed; a refused one is kept with the server's message. A 401 pauses the queue (nothing is lost) until the
// teacher signs in again. Records belong to the user who made them: another user's session never sends them.
import { MESSAGES, REGISTER_RULES, type RecordResult, type RegisterRecord, type RegisterSnapshot, type SyncResponse } from '@society/contracts';
import { api, ApiError, useSession } from '@society/web-kit';
import * as store from './store';

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

export const RECORDS_PATH = 'team/register/records';
export const SNAPSHOT_PATH = 'team/register/snapshot';
/** How often waiting records are tried again while the phone is online. */
export const SYNC_EVERY_MS = 30_000;

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

let status: SyncStatus = { waiting: [], refused: [], lastSyncedAt: null, online: browserOnline(), syncing: false, needsSignIn: false };
const listeners = new Set<() => void>();

function publish(next: Partial<SyncStatus>): void {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

export function currentStatus(): SyncStatus {
  return status;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentUserId = () => useSession.getState().user?._id ?? null;

/** The token whose request answered 401: the queue waits until the session has another. */
let refusedToken: string | null = null;

/** Reads the signed-in user's records and last sync from the phone into the status. */
export async function refreshStatus(): Promise<void> {
  const userId = currentUserId();
  if (!userId || !store.hasLocalStore()) {
    publish({ waiting: [], refused: [] });
    return;
  }
  const [kept, lastSyncedAt] = await Promise.all([store.userRecords(userId), store.lastSyncedAt(userId)]);
  // The session may have changed while the phone was read: show nobody else's records.
  if (currentUserId() !== userId) return;
  publish({
    waiting: kept.filter((entry) => entry.state === 'waiting').map((entry) => entry.record),
    refused: kept.filter((entry) => entry.state === 'refused').map((entry) => ({ ...entry.record, message: entry.message ?? '' })),
    lastSyncedAt,
  });
}

async function noteSynced(userId: string): Promise<void> {
  const at = new Date().toISOString();
  await store.setLastSyncedAt(userId, at);
  if (currentUserId() === userId) publish({ lastSyncedAt: at, online: true });
}

/** An answer that says this request will never be taken as it is (a bad record), not "try again later". */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

type ChunkOutcome = 'sent' | 'stop';

/** Sends one chunk; a chunk the server refuses whole is sent record by record, so one bad record blocks no other. */
async function sendChunk(userId: string, token: string, records: RegisterRecord[]): Promise<ChunkOutcome> {
  let results: RecordResult[];
  try {
    ({ results } = await api.post<SyncResponse>(RECORDS_PATH, { records }, { redirectOn401: false, headers: { Authorization: `Bearer ${token}` } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      refusedToken = token;
      publish({ needsSignIn: true });
      return 'stop';
    }
    if (error instanceof ApiError && error.status === 0) {
      publish({ online: false });
      return 'stop';
    }
    if (isRefusal(error)) {
      if (records.length === 1) {
        await store.settleRecords([], [{ id: records[0].id, message: error.serverMessage ?? error.message }]);
        return 'sent';
      }
      for (const record of records) {
        if ((await sendChunk(userId, token, [record])) === 'stop') return 'stop';
      }
      return 'sent';
    }
    // A server error: everything stays, and is tried again later.
    return 'stop';
  }
  const acknowledged = results.filter((result) => result.status === 'stored' || result.status === 'duplicate').map((result) => result.id);
  const refused = results.filter((result) => result.status === 'refused').map((result) => ({ id: result.id, message: result.message ?? '' }));
  // A record the answer does not mention stays waiting.
  await store.settleRecords(acknowledged, refused);
  return 'sent';
}

/** The values a JSON body holds, counted as the API counts them (each key twice: its name and its value; each item). */
function jsonValues(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1;
  const children = Array.isArray(value) ? value : Object.values(value);
  return (Array.isArray(value) ? 0 : children.length) + children.reduce<number>((sum, child) => sum + jsonValues(child), 1);
}

/** The waiting records in chunks of at most recordsPerSync records and valuesPerSync values, in order. */
export function chunksOf(records: RegisterRecord[]): RegisterRecord[][] {
  const chunks: RegisterRecord[][] = [];
  let chunk: RegisterRecord[] = [];
  let values = 0;
  for (const record of records) {
    const size = jsonValues(record);
    if (chunk.length > 0 && (chunk.length === REGISTER_RULES.recordsPerSync || values + size > REGISTER_RULES.valuesPerSync)) {
      chunks.push(chunk);
      chunk = [];
      values = 0;
    }
    chunk.push(record);
    values += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

let running: Promise<void> | null = null;
let again = false;

async function sendWaiting(): Promise<void> {
  const { user, token } = useSession.getState();
  if (!user || !token || !store.hasLocalStore() || !browserOnline()) return;
  if (token === refusedToken) return;
  const waiting = (await store.userRecords(user._id)).filter((entry) => entry.state === 'waiting').map((entry) => entry.record);
  if (waiting.length === 0) return;
  publish({ syncing: true });
  try {
    for (const chunk of chunksOf(waiting)) {
      if ((await sendChunk(user._id, token, chunk)) === 'stop') return;
    }
    await noteSynced(user._id);
  } finally {
    publish({ syncing: false });
    await refreshStatus();
  }
}

/** Sends the signed-in user's waiting records now (one run at a time; a call during a run asks for another after it). */
export function syncNow(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await sendWaiting().catch((error: unknown) => console.error('The register records could not be sent; they wait on this phone.', error));
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Keeps the records for the signed-in user (resolves once they are on the phone), then tries to send them. */
export async function queueRecords(records: RegisterRecord[]): Promise<void> {
  const userId = currentUserId();
  if (!userId) throw new ApiError(401, 'Please log in again.');
  if (!store.hasLocalStore()) {
    // No store on this browser: online only, as a plain request.
    const { results } = await api.post<SyncResponse>(RECORDS_PATH, { records });
    const refused = results.filter((result) => result.status === 'refused');
    publish({
      lastSyncedAt: new Date().toISOString(),
      refused: [...status.refused, ...refused.map((result) => ({ ...(records.find((record) => record.id === result.id) as RegisterRecord), message: result.message ?? '' }))],
    });
    return;
  }
  await store.keepRecords(userId, records);
  await refreshStatus();
  void syncNow();
}

/** The signed-in teacher's batches and children: from the server when online (and kept), else as last kept. */
export async function loadSnapshot(): Promise<RegisterSnapshot> {
  const userId = currentUserId();
  if (!userId || !store.hasLocalStore()) return api.get<RegisterSnapshot>(SNAPSHOT_PATH);
  if (browserOnline()) {
    try {
      const snapshot = await api.get<RegisterSnapshot>(SNAPSHOT_PATH);
      await store.keepSnapshot(userId, snapshot);
      await noteSynced(userId);
      return snapshot;
    } catch (error) {
      // Only a missing network falls back to the kept snapshot; the server's answers are the screen's to show.
      if (!(error instanceof ApiError && error.status === 0)) throw error;
      publish({ online: false });
    }
  }
  const kept = await store.keptSnapshot(userId);
  if (!kept) throw new ApiError(0, MESSAGES.networkError);
  return kept;
}

/** Forgets the signed-in user's waiting records (the teacher chose to discard them). */
export async function discardWaitingRecords(): Promise<void> {
  const userId = currentUserId();
  if (!userId || !store.hasLocalStore()) return;
  await store.forgetRecords(userId, 'waiting');
  await refreshStatus();
}

/** Forgets the signed-in user's refused records (the teacher has read them). */
export async function dismissRefusedRecords(): Promise<void> {
  const userId = currentUserId();
  if (!userId || !store.hasLocalStore()) return;
  await store.forgetRecords(userId, 'refused');
  await refreshStatus();
}

let stopLoop: (() => void) | null = null;

/**
 * Starts the sync loop once per page: a sync now, on the `online` event, every SYNC_EVERY_MS while online, when
 * the page comes back to the front, and when the session changes (a teacher who signed in again; another user's session shows only their records). A
 * user who signs out leaves no children's data behind: their kept snapshot is forgotten, their records stay.
 */
export function startSyncLoop(): void {
  if (stopLoop || typeof window === 'undefined') return;
  const onOnline = () => {
    publish({ online: true });
    void syncNow();
  };
  const onOffline = () => publish({ online: false });
  // A phone stops a page's timers while it is in the background: back in front, it sends (and shows) at once.
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshStatus().then(syncNow);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => {
    if (browserOnline()) void syncNow();
  }, SYNC_EVERY_MS);
  const unsubscribe = useSession.subscribe((session, previous) => {
    if (session.token === previous.token && session.user?._id === previous.user?._id) return;
    const leaving = previous.user?._id;
    if (leaving && leaving !== session.user?._id && store.hasLocalStore()) {
      store.forgetSnapshot(leaving).catch((error: unknown) => console.error('The kept register snapshot could not be removed.', error));
    }
    if (session.token !== refusedToken) publish({ needsSignIn: false });
    void refreshStatus().then(syncNow);
  });
  stopLoop = () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
    unsubscribe();
    stopLoop = null;
  };
  void refreshStatus()
    .then(syncNow)
    .catch((error: unknown) => console.error('The register records on this phone could not be read.', error));
}

/** For tests: stops the loop and forgets the page's state. */
export function resetSyncForTests(): void {
  stopLoop?.();
  refusedToken = null;
  again = false;
  status = { waiting: [], refused: [], lastSyncedAt: null, online: browserOnline(), syncing: false, needsSignIn: false };
}
