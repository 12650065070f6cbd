import { getConnectionToken } from '@nestjs/mongoose';
import { mongo, type Connection } from 'mongoose';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { aadhaarKeyFrom, parseAadhaarKey } from '../src/config/aadhaar-key';
import { SharedCounterRepository } from '../src/database/repositories/shared-counter.repository';
import { freePort, startEmbeddedDb } from './embedded-db';
import { validAadhaar } from './helpers/aadhaar';
import { createTestApp, databaseUri, TEST_AADHAAR_KEY, uniqueDatabaseName, type TestApp } from './helpers/app';
import { createAnnouncement, createApplicant, DEFAULT_PASSWORD, login, loginAs, newAddress } from './helpers/factories';
import { makeImage } from './helpers/images';
import { listFiles } from './helpers/uploads';
import { guardianConsentFields } from './helpers/application-forms';

const run = promisify(execFile);
const repository = path.resolve(__dirname, '../..');

/** The id the API gives a key (what a manifest may hold, unlike the key). */
const keyIdOf = (key: string) => aadhaarKeyFrom(parseAadhaarKey(key)!).keyId;
const TEST_KEY_ID = keyIdOf(TEST_AADHAAR_KEY);

interface Target {
  database: string;
  uploadDir: string;
}

/**
 * Runs `npm run backup|restore` the way a person would (node scripts/<name>.mjs), against one database and
 * folder, with the test apps' Aadhaar key in the environment (it wins over the repository's .data/local.env).
 */
function script(name: 'backup' | 'restore', args: string[], target: Target, env: Record<string, string> = {}) {
  return run(process.execPath, [path.join(repository, 'scripts', `${name}.mjs`), ...args], {
    cwd: repository,
    env: { ...process.env, MONGODB_URI: databaseUri(target.database), UPLOAD_DIR: target.uploadDir, AADHAAR_ENCRYPTION_KEY: TEST_AADHAAR_KEY, ...env },
  });
}

/** The same for a run that must fail: its exit code and error output. */
function failing(name: 'backup' | 'restore', args: string[], target: Target, env: Record<string, string> = {}) {
  return script(name, args, target, env).then(
    ({ stdout }) => {
      throw new Error(`npm run ${name} succeeded but should have failed:\n${stdout}`);
    },
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

/** The archive folders (society-*) in a folder, oldest first. */
function archivesIn(folder: string): string[] {
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.startsWith('society-')).sort() : [];
}

interface Manifest {
  aadhaarKeyId: string | null;
  aadhaarKeyIdsInData: string[];
  collections: Record<string, { count: number; indexes: unknown[] }>;
  files: string[];
}

function readManifest(archive: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(archive, 'manifest.json'), 'utf8')) as Manifest;
}

/** Every document of every collection as canonical Extended JSON (types included), by collection, sorted by _id. */
async function dump(connection: Connection): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const { name } of await connection.db!.listCollections().toArray()) {
    const documents = await connection.db!.collection(name).find().sort({ _id: 1 }).toArray();
    result[name] = documents.map((doc) => mongo.BSON.EJSON.stringify(doc, { relaxed: false }));
  }
  return result;
}

function fileContents(folder: string): Record<string, string> {
  return Object.fromEntries(listFiles(folder).map((file) => [file, fs.readFileSync(path.join(folder, file)).toString('base64')]));
}

describe('npm run backup / npm run restore', () => {
  let source: TestApp;
  let work: string;
  /** The first test's archive (every later test restores it or a damaged copy) and what the backup printed. */
  let archive: string;
  let backupOutput: { stdout: string; stderr: string };
  const connectionOf = (app: TestApp) => app.app.get<Connection>(getConnectionToken());
  const collectionsOf = async (database: string) => (await connectionOf(source).getClient().db(database).listCollections().toArray()).map((c) => c.name);

  beforeAll(async () => {
    source = await createTestApp();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'society-backup-test-'));
    const admin = await loginAs(source, 'admin');
    const team = await loginAs(source, 'team');
    await createAnnouncement(source.app);
    await createApplicant(source.app, { status: 'interview' });
    await request(source.http)
      .post('/api/admin/addImage')
      .set('Authorization', admin.auth)
      .field({ title: 'Annual day', description: 'On stage', category: 'Events' })
      .attach('photo', await makeImage('jpeg'), 'stage.jpg')
      .expect(201);
    await request(source.http)
      .post('/api/public/donations')
      .set(newAddress())
      .field({ name: 'Donor', email: 'donor@test.local', amount: '1500', utr: 'UTR777' })
      .attach('screenshot', await makeImage('png'), 'receipt.png')
      .expect(201);
    await request(source.http).post('/api/team/students').set('Authorization', team.auth).send({ name: 'Asha', aadharCard: validAadhaar(3), ...guardianConsentFields() }).expect(201);
    // The form's counters are written a moment later: settle them, so the backup and the dumps see the same.
    await source.app.get(SharedCounterRepository).flush();
  });

  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('writes a dated archive and brings it back into an empty database and folder: same documents (types included) and same files', async () => {
    backupOutput = await script('backup', ['--out', work], source);
    expect(backupOutput.stdout).toMatch(/^Backup written: .*society-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ/);
    expect(backupOutput.stderr).toBe('');
    archive = path.join(work, archivesIn(work)[0]);
    expect(fs.readdirSync(work).filter((name) => name.startsWith('.'))).toEqual([]); // no half-written archive left

    const target = { database: uniqueDatabaseName(), uploadDir: path.join(work, 'restored-uploads') };
    await script('restore', [archive], target);

    const restored = await createTestApp({ database: target.database, env: { UPLOAD_DIR: target.uploadDir } });
    const before = await dump(source.app.get<Connection>(getConnectionToken()));
    const after = await dump(restored.app.get<Connection>(getConnectionToken()));
    for (const name of ['users', 'announcements', 'applicants', 'gallery_items', 'donations', 'students']) expect(before[name].length).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(fileContents(target.uploadDir)).toEqual(fileContents(source.uploadDir));
    expect(listFiles(source.uploadDir).some((file) => file.startsWith('private/'))).toBe(true);

    // The restored site works: the old password signs in, the photo is served, the Aadhaar number decrypts.
    const users = before.users.map((text) => mongo.BSON.EJSON.parse(text) as { email: string; role: string });
    const team = users.find((user) => user.role === 'team')!;
    const { token } = await login(restored.http, team.email, DEFAULT_PASSWORD);
    const [item] = (await request(restored.http).get('/api/admin/gallery').expect(200)).body as Array<{ imageUrl: string }>;
    await request(restored.http).get(item.imageUrl).expect(200).expect('Content-Type', 'image/webp');
    const [student] = (await request(restored.http).get('/api/team/students').set('Authorization', `Bearer ${token}`).expect(200)).body;
    const reveal = await request(restored.http).post(`/api/team/students/${student._id}/aadhaar`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(JSON.stringify(reveal.body)).toContain(validAadhaar(3));
  });

  it('refuses to restore into a database that holds data (and changes nothing there) unless --force is given', async () => {
    const target = { database: uniqueDatabaseName(), uploadDir: path.join(work, 'busy-uploads') };
    const busy = await createTestApp({ database: target.database, env: { UPLOAD_DIR: target.uploadDir } });
    await createAnnouncement(busy.app, { Title: 'Already here' });
    const before = await dump(busy.app.get<Connection>(getConnectionToken()));

    const refused = await failing('restore', [archive], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Restore failed: the target is not empty/);
    expect(await dump(busy.app.get<Connection>(getConnectionToken()))).toEqual(before);

    await script('restore', [archive, '--force'], target);
    const after = await dump(busy.app.get<Connection>(getConnectionToken()));
    expect(after.announcements.some((text) => text.includes('Already here'))).toBe(false);
    expect(after.students).toEqual((await dump(source.app.get<Connection>(getConnectionToken()))).students);
  });

  describe('a damaged or incomplete archive is refused before anything is deleted, even with --force', () => {
    let busy: TestApp;
    let target: Target;

    beforeAll(async () => {
      target = { database: uniqueDatabaseName(), uploadDir: path.join(work, 'kept-uploads') };
      busy = await createTestApp({ database: target.database, env: { UPLOAD_DIR: target.uploadDir } });
      await createAnnouncement(busy.app, { Title: 'Must survive' });
      fs.mkdirSync(path.join(target.uploadDir, 'public'), { recursive: true });
      fs.writeFileSync(path.join(target.uploadDir, 'public', 'kept.txt'), 'must survive too');
    });

    /** A copy of the good archive, changed by damage. */
    function damagedCopy(label: string, damage: (folder: string) => void): string {
      const folder = path.join(work, 'damaged', label);
      fs.cpSync(archive, folder, { recursive: true });
      damage(folder);
      return folder;
    }
    const ejson = (folder: string, name: string) => path.join(folder, 'collections', `${name}.ejson`);
    const lines = (file: string) => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
    const bumpCount = (folder: string, name: string, by: number) => {
      const manifest = readManifest(folder);
      manifest.collections[name].count += by;
      fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
    };

    it.each<[string, (folder: string) => void, RegExp]>([
      ['manifest.json is cut short', (folder) => fs.truncateSync(path.join(folder, 'manifest.json'), 40), /manifest\.json is not valid JSON/],
      ['a collection file is missing', (folder) => fs.rmSync(ejson(folder, 'announcements')), /collections\/announcements\.ejson is missing$/m],
      [
        'a line is cut short',
        (folder) => {
          const [first, ...rest] = lines(ejson(folder, 'gallery_items'));
          fs.writeFileSync(ejson(folder, 'gallery_items'), [first.slice(0, -7), ...rest].join('\n'));
        },
        /collections\/gallery_items\.ejson line 1 is not valid Extended JSON/,
      ],
      [
        'a collection holds fewer documents than the manifest lists',
        (folder) => fs.writeFileSync(ejson(folder, 'donations'), lines(ejson(folder, 'donations')).slice(1).join('\n')),
        /collections\/donations\.ejson holds \d+ documents, the manifest lists \d+$/m,
      ],
      [
        'a document appears twice (same _id)',
        (folder) => {
          const all = lines(ejson(folder, 'students'));
          fs.writeFileSync(ejson(folder, 'students'), [...all, all[0]].join('\n'));
          bumpCount(folder, 'students', 1);
        },
        /collections\/students\.ejson holds the _id \{"\$oid":"[0-9a-f]{24}"\} twice$/m,
      ],
      [
        'an uploaded file the manifest lists is missing',
        (folder) => fs.rmSync(path.join(folder, 'uploads', readManifest(folder).files[0])),
        /1 of the \d+ uploaded files the manifest lists are missing from uploads\/ \(first: /,
      ],
    ])('%s', async (label, damage, problem) => {
      const before = await dump(connectionOf(busy));
      const filesBefore = fileContents(target.uploadDir);
      const damaged = damagedCopy(label.replace(/\W+/g, '-'), damage);

      const refused = await failing('restore', [damaged, '--force'], target);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(new RegExp(`^Restore failed: the archive ${damaged.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be restored, nothing was changed: `));
      expect(refused.stderr).toMatch(problem);
      expect(await dump(connectionOf(busy))).toEqual(before);
      expect(fileContents(target.uploadDir)).toEqual(filesBefore);
    });

    it('says what state the database is in when an insert fails after the checks, and the archive can then be restored again', async () => {
      // Two users with one e-mail address: the archive reads fine, but the unique index cannot be built.
      const damaged = damagedCopy('duplicate-email', (folder) => {
        const [first] = lines(ejson(folder, 'users'));
        const twin = { ...(mongo.BSON.EJSON.parse(first, { relaxed: false }) as object), _id: new mongo.ObjectId() };
        fs.appendFileSync(ejson(folder, 'users'), `${mongo.BSON.EJSON.stringify(twin, { relaxed: false })}\n`);
        bumpCount(folder, 'users', 1);
      });
      const fresh = { database: uniqueDatabaseName(), uploadDir: path.join(work, 'half-uploads') };
      const failed = await failing('restore', [damaged], fresh);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/^Restore failed: restoring users: /);
      expect(failed.stderr).toContain(
        `The restore stopped part-way: database ${fresh.database} holds only part of the archive; ${fresh.uploadDir} was not changed. ` +
          'The archive is unchanged: once the cause is fixed, run the same restore again with --force.',
      );
      expect(fs.existsSync(fresh.uploadDir)).toBe(false);

      await script('restore', [archive, '--force'], fresh);
      const restored = await createTestApp({ database: fresh.database, env: { UPLOAD_DIR: fresh.uploadDir } });
      expect(await dump(connectionOf(restored))).toEqual(await dump(connectionOf(source)));
      expect(fileContents(fresh.uploadDir)).toEqual(fileContents(source.uploadDir));
    }, 60_000);
  });

  it('copies the files of an upload folder that is a symbolic link, not the link, and lists what it copied', async () => {
    const link = path.join(work, 'uploads-link');
    fs.symlinkSync(source.uploadDir, link);
    const out = path.join(work, 'from-link');
    await script('backup', ['--out', out], { database: source.database, uploadDir: link });

    const copy = path.join(out, archivesIn(out)[0], 'uploads');
    expect(fs.lstatSync(copy).isDirectory()).toBe(true); // not a link back to the live folder
    expect(fileContents(copy)).toEqual(fileContents(source.uploadDir));
    expect(readManifest(path.dirname(copy)).files).toEqual(listFiles(copy));
    expect(listFiles(copy).length).toBeGreaterThan(0);
  });

  it('warns, but still writes the records, when the upload folder does not exist', async () => {
    const out = path.join(work, 'no-uploads');
    const missing = path.join(work, 'never-created');
    const { stdout, stderr } = await script('backup', ['--out', out], { database: source.database, uploadDir: missing });
    expect(stdout).toMatch(/^Backup written: .*, 0 files\)$/m);
    expect(stderr).toContain(`Warning: the upload folder ${missing} does not exist, so this backup holds no uploaded files`);
    expect(readManifest(path.join(out, archivesIn(out)[0])).files).toEqual([]);
  });

  it('refuses a MONGODB_URI that names no database, and a database without collections, writing no archive', async () => {
    const out = path.join(work, 'wrong-database');
    const unnamed = await failing('backup', ['--out', out], { database: '', uploadDir: source.uploadDir });
    expect(unnamed.code).toBe(1);
    expect(unnamed.stderr).toMatch(/^Backup failed: MONGODB_URI names no database: add it after the host/);

    const empty = uniqueDatabaseName();
    const nothing = await failing('backup', ['--out', out], { database: empty, uploadDir: source.uploadDir });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toMatch(new RegExp(`^Backup failed: the database "${empty}" has no collections, so there is nothing to back up`));
    expect(fs.existsSync(out) ? fs.readdirSync(out) : []).toEqual([]);
  });

  it('records the Aadhaar key id (never the key) and reminds the operator to keep the key apart', () => {
    const manifest = readManifest(archive);
    expect(manifest.aadhaarKeyId).toBe(TEST_KEY_ID);
    expect(manifest.aadhaarKeyIdsInData).toEqual([TEST_KEY_ID]); // the id the stored numbers carry
    const key = Buffer.from(TEST_AADHAAR_KEY, 'hex');
    const written = [backupOutput.stdout, backupOutput.stderr, ...listFiles(archive).map((file) => fs.readFileSync(path.join(archive, file), 'utf8'))].join('\n');
    for (const form of [TEST_AADHAAR_KEY, key.toString('base64'), key.toString('base64url')]) expect(written).not.toContain(form);
    expect(backupOutput.stdout.trim().split('\n').at(-1)).toBe(
      `Keep AADHAAR_ENCRYPTION_KEY (key id ${TEST_KEY_ID}) safe and apart from this backup: it is not in it, and without it the stored Aadhaar numbers cannot be read.`,
    );
  });

  it('refuses to restore with another Aadhaar key (changing nothing) unless --force-key-mismatch; a previous key is enough', async () => {
    const otherKey = randomBytes(32).toString('base64');
    const target = { database: uniqueDatabaseName(), uploadDir: path.join(work, 'other-key-uploads') };
    const refused = await failing('restore', [archive], target, { AADHAAR_ENCRYPTION_KEY: otherKey });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(
        `^Restore failed: the archive was made with the Aadhaar key id ${TEST_KEY_ID}, but the AADHAAR_ENCRYPTION_KEY configured here ` +
          `\\(from the environment\\) has key id ${keyIdOf(otherKey)}\\. Nothing was changed\\. Set AADHAAR_ENCRYPTION_KEY to the key of the site`,
      ),
    );
    expect(refused.stderr).not.toContain(otherKey);
    expect(await collectionsOf(target.database)).toEqual([]);
    expect(fs.existsSync(target.uploadDir)).toBe(false);

    const forced = await script('restore', [archive, '--force-key-mismatch'], target, { AADHAAR_ENCRYPTION_KEY: otherKey });
    expect(forced.stderr).toMatch(/^Warning: the archive was made with the Aadhaar key id .*Restoring anyway \(--force-key-mismatch\)/);
    expect(await collectionsOf(target.database)).toContain('students');

    // After a key rotation the old key is in AADHAAR_PREVIOUS_KEYS, and the API still opens those numbers.
    const rotated = { database: uniqueDatabaseName(), uploadDir: path.join(work, 'rotated-uploads') };
    const accepted = await script('restore', [archive], rotated, { AADHAAR_ENCRYPTION_KEY: otherKey, AADHAAR_PREVIOUS_KEYS: TEST_AADHAAR_KEY });
    expect(accepted.stderr).toBe('');
    expect(await collectionsOf(rotated.database)).toContain('students');
  }, 60_000);
});

describe('npm start when its terminal is closed (SIGHUP)', () => {
  const accepts = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('stops nginx, which would otherwise reload and keep the port, so the next npm start can listen there', async () => {
    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'society-sighup-'));
    fs.chmodSync(runDir, 0o755); // nginx workers (nobody) write under it
    const port = await freePort();
    // npm start's own service group, running the real nginx the way start.mjs does.
    const program = `
      const { createServiceGroup } = require(${JSON.stringify(path.join(repository, 'scripts/lib/service-group.cjs'))});
      const { startNginx } = require(${JSON.stringify(path.join(repository, 'scripts/lib/gateway.cjs'))});
      const services = createServiceGroup();
      services.stopOnSignals();
      // nginx alone (this suite runs before the fronts and the renderer are built).
      startNginx({ runDir: process.env.RUN_DIR, port: Number(process.env.SITE_PORT), apiPort: 9, pageRenderer: false }).then(
        (gateway) => { services.add('nginx', gateway.stop); console.log('ready ' + gateway.pid); },
        (error) => { console.error(error.message); process.exit(1); },
      );`;
    // Its own process group, like a terminal's job: closing the terminal signals every process in it.
    const child = spawn(process.execPath, ['-e', program], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, RUN_DIR: runDir, SITE_PORT: String(port) },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      const nginxPid = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', () => {
          const match = /ready (\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        void exited.then(() => reject(new Error(`the service group exited before nginx was up:\n${output}`)));
      });
      expect(await accepts(port)).toBe(true);

      process.kill(-child.pid!, 'SIGHUP');
      const [code, signal] = await exited;
      expect({ code, signal }).toEqual({ code: 0, signal: null });
      expect(output).toContain('stopped nginx');
      expect(alive(nginxPid)).toBe(false);
      expect(await accepts(port)).toBe(false);
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL'); // whatever is left of the group (nothing, when stopping worked)
      } catch {
        // already gone
      }
      fs.rmSync(runDir, { recursive: true, force: true });
    }
  });
});

describe('the embedded engine', () => {
  it('refuses to run twice on one data folder (say a backup while npm start runs), and the folder is free again once the first stops', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'society-engine-lock-'));
    const logFile = path.join(dataDir, 'second.log');
    const first = await startEmbeddedDb({ dataDir });
    try {
      await expect(startEmbeddedDb({ dataDir, logFile })).rejects.toThrow(/exited early with code 3/);
      expect(fs.readFileSync(logFile, 'utf8')).toContain('another engine is already running on');
    } finally {
      await first.stop();
    }
    const again = await startEmbeddedDb({ dataDir });
    await again.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
