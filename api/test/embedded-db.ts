// Typed access to the repository's embedded database script (plain CommonJS, shared with npm start).
export interface EmbeddedDb {
  uri: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

interface EmbeddedDbModule {
  startEmbeddedDb(options: { dataDir: string; port?: number; logFile?: string }): Promise<EmbeddedDb>;
  /** A loopback port free now, never one this process was given before. */
  freePort(): Promise<number>;
}

export const { startEmbeddedDb, freePort } = require('../../scripts/lib/embedded-db.cjs') as EmbeddedDbModule;

/** The variable through which the global setup hands the engine's URI to the test workers. */
export const TEST_URI_VARIABLE = 'SOCIETY_TEST_MONGODB_URI';
