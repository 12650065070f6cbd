import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__SOCIETY_TEST_DB__;
  if (!state) return;
  await state.stop();
  fs.rmSync(state.folder, { recursive: true, force: true });
  globalThis.__SOCIETY_TEST_DB__ = undefined;
}
