// Stops nginx, the API, the mail catcher and the database (in that order) and deletes the temporary data.
import fs from 'node:fs';
import type { RunningServices } from './support/state';

export default async function globalTeardown(): Promise<void> {
  const services = (globalThis as { __e2eServices?: RunningServices }).__e2eServices;
  if (!services) return;
  for (const stop of services.stops) await stop();
  fs.rmSync(services.tempDir, { recursive: true, force: true });
}
