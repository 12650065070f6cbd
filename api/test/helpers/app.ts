import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Connection } from 'mongoose';
import type { DestinationStream } from 'pino';
import type { App } from 'supertest/types';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import type { StdoutWriter } from '../../src/config/stdout';
import { createApp } from '../../src/create-app';
import { TEST_URI_VARIABLE } from '../embedded-db';

export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef-0123456789abcdef';
/** 32 bytes in hex, the AADHAAR_ENCRYPTION_KEY of every test app. */
export const TEST_AADHAAR_KEY = '5a'.repeat(16) + 'c3'.repeat(16);
export const TEST_ADMIN_EMAIL = 'admin@test.local';
export const TEST_ADMIN_PASSWORD = 'first-admin-password';

/** A database name unique to this test file (and worker), e.g. test_2_9f1c3a7b. */
export function uniqueDatabaseName(): string {
  return `test_${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(4).toString('hex')}`;
}

const fileDatabase = uniqueDatabaseName();

/** An upload folder of this test file's own (removed after the file), so tests never write into the repository. */
const fileUploadDir = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'society-api-uploads-'));

export function databaseUri(database: string, baseUri = process.env[TEST_URI_VARIABLE]): string {
  if (!baseUri) throw new Error(`${TEST_URI_VARIABLE} is not set: run the API tests through api/jest.config.js`);
  const url = new URL(baseUri);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The config a test app runs with; `env` overrides single variables (as strings, like the real env). */
export function testConfig(env: Record<string, string | undefined> = {}, database = fileDatabase): AppConfig {
  return loadConfig({
    MONGODB_URI: databaseUri(database),
    JWT_SECRET: TEST_JWT_SECRET,
    AADHAAR_ENCRYPTION_KEY: TEST_AADHAAR_KEY,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    UPLOAD_DIR: fileUploadDir,
    // The daily job deletes by date and writes the activity log: only the specs about it turn it on.
    RETENTION_SCHEDULE: 'off',
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string | undefined>;
  /** Defaults to the test file's own database. */
  database?: string;
  logStream?: DestinationStream;
  stdout?: StdoutWriter;
}

export interface TestApp {
  app: NestExpressApplication;
  /** What supertest's request() takes. */
  http: App;
  database: string;
  /** Absolute UPLOAD_DIR of this app. */
  uploadDir: string;
}

const openApps: INestApplication[] = [];
const connections: Array<{ database: string; connection: Connection }> = [];

/** The real AppModule against the embedded engine, initialised (no port: supertest binds its own). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? fileDatabase;
  const config = testConfig(options.env, database);
  const app = await createApp({
    config,
    logStream: options.logStream,
    stdout: options.stdout ?? (() => undefined),
  });
  openApps.push(app);
  connections.push({ database, connection: app.get<Connection>(getConnectionToken()) });
  return { app, http: app.getHttpServer() as App, database, uploadDir: config.uploadDir };
}

/** Closes one app early (its database is still dropped with the others). */
export async function closeTestApp({ app }: TestApp): Promise<void> {
  const index = openApps.indexOf(app);
  if (index >= 0) openApps.splice(index, 1);
  await app.close();
}

/** Drops every database this file used and closes its apps (registered for afterAll by setup-file.ts). */
export async function closeTestApps(): Promise<void> {
  const databases = new Set(connections.map((entry) => entry.database));
  for (const database of databases) {
    // Any still-open connection to it will do (an app may have been closed early).
    const open = connections.find((entry) => entry.database === database && entry.connection.readyState === 1);
    await open?.connection.dropDatabase();
  }
  connections.length = 0;
  while (openApps.length > 0) await openApps.pop()?.close();
  fs.rmSync(fileUploadDir, { recursive: true, force: true });
}
