import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedDb, TEST_URI_VARIABLE } from './embedded-db';

export interface TestDbState {
  stop: () => Promise<void>;
  folder: string;
}

declare global {
  var __SOCIETY_TEST_DB__: TestDbState | undefined;
}

/** One engine for the whole run, on a fresh temporary folder (RAM-backed when /dev/shm exists). */
export default async function globalSetup(): Promise<void> {
  if (process.env.MONGODB_URI) {
    process.env[TEST_URI_VARIABLE] = process.env.MONGODB_URI;
    return;
  }
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const folder = fs.mkdtempSync(path.join(base, 'society-api-test-'));
  const db = await startEmbeddedDb({ dataDir: path.join(folder, 'data'), logFile: path.join(folder, 'engine.log') });
  process.env[TEST_URI_VARIABLE] = db.uri; // workers start after this and inherit it
  globalThis.__SOCIETY_TEST_DB__ = { stop: db.stop, folder };
}
