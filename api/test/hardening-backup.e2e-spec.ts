import { getConnectionToken } from '@nestjs/mongoose';
import { mongo, type Connection } from 'mongoose';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { validAadhaar } from './helpers/aadhaar';
import { createTestApp, databaseUri, uniqueDatabaseName, type TestApp } from './helpers/app';
import { createAnnouncement, createApplicant, DEFAULT_PASSWORD, login, loginAs, newAddress } from './helpers/factories';
import { makeImage } from './helpers/images';
import { listFiles } from './helpers/uploads';

const run = promisify(execFile);
const repository = path.resolve(__dirname, '../..');

/** Runs `npm run backup|restore` the way a person would (node scripts/<name>.mjs), against one database and folder. */
function script(name: 'backup' | 'restore', args: string[], target: { database: string; uploadDir: string }) {
  return run(process.execPath, [path.join(repository, 'scripts', `${name}.mjs`), ...args], {
    cwd: repository,
    env: { ...process.env, MONGODB_URI: databaseUri(target.database), UPLOAD_DIR: target.uploadDir },
  });
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
    await request(source.http).post('/api/team/students').set('Authorization', team.auth).send({ name: 'Asha', aadharCard: validAadhaar(3) }).expect(201);
  });

  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('writes a dated archive and brings it back into an empty database and folder: same documents (types included) and same files', async () => {
    const { stdout } = await script('backup', ['--out', work], source);
    expect(stdout).toMatch(/^Backup written: .*society-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ/);
    const [archive] = fs.readdirSync(work).filter((name) => name.startsWith('society-'));
    expect(fs.readdirSync(work).filter((name) => name.startsWith('.'))).toEqual([]); // no half-written archive left

    const target = { database: uniqueDatabaseName(), uploadDir: path.join(work, 'restored-uploads') };
    await script('restore', [path.join(work, archive)], target);

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
    const [archive] = fs.readdirSync(work).filter((name) => name.startsWith('society-'));
    const target = { database: uniqueDatabaseName(), uploadDir: path.join(work, 'busy-uploads') };
    const busy = await createTestApp({ database: target.database, env: { UPLOAD_DIR: target.uploadDir } });
    await createAnnouncement(busy.app, { Title: 'Already here' });
    const before = await dump(busy.app.get<Connection>(getConnectionToken()));

    const refused = await script('restore', [path.join(work, archive)], target).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(/^Restore failed: the target is not empty/);
    expect(await dump(busy.app.get<Connection>(getConnectionToken()))).toEqual(before);

    await script('restore', [path.join(work, archive), '--force'], target);
    const after = await dump(busy.app.get<Connection>(getConnectionToken()));
    expect(after.announcements.some((text) => text.includes('Already here'))).toBe(false);
    expect(after.students).toEqual((await dump(source.app.get<Connection>(getConnectionToken()))).students);
  });
});
