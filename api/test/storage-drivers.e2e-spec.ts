// Both storage drivers against one contract: the local folder, and an S3-compatible bucket on a real
// S3 protocol server (tools/s3-server, gofakes3 in memory) through the official AWS SDK. Then the
// whole API with STORAGE_DRIVER=s3: a gallery image served back, a private screenshot kept private.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import type { S3Settings } from '../src/config/storage-settings';
import type { FileStorage } from '../src/storage/file-storage';
import { LocalFolderStorage } from '../src/storage/local-folder-storage';
import { S3BucketStorage } from '../src/storage/s3-bucket-storage';
import { createFileStorage } from '../src/storage/storage.module';
import { createTestApp, TEST_AADHAAR_KEY, TEST_JWT_SECRET, type TestApp } from './helpers/app';
import { loginAs, uniqueEmail, type LoggedIn } from './helpers/factories';
import { makeImage } from './helpers/images';
import { listFiles } from './helpers/uploads';

interface S3ServerModule {
  startS3Server(options: { buckets: string[]; logFile?: string }): Promise<{ endpoint: string; stop(): Promise<void> }>;
}
const { startS3Server } = require('../../tools/s3-server/s3-server.cjs') as S3ServerModule;

const BUCKET = 'society-test';
const KEYS = { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' };

let s3: { endpoint: string; stop(): Promise<void> };
let scratch: string;

// The first run builds the server (Go, cached in .cache/): up to half a minute on a cold Go cache.
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-drivers-'));
  s3 = await startS3Server({ buckets: [BUCKET], logFile: path.join(scratch, 's3-server.log') });
}, 180_000);

afterAll(async () => {
  await s3?.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const s3Settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  bucket: BUCKET,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  credentials: KEYS,
  forcePathStyle: true,
  ...overrides,
});

/** The same client settings as the driver's, to look into the bucket from outside the API. */
const bucketClient = () => new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: KEYS });

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const drivers: Array<[string, () => FileStorage]> = [
  ['local folder', () => new LocalFolderStorage({ uploadDir: fs.mkdtempSync(path.join(scratch, 'uploads-')) } as AppConfig)],
  ['S3 bucket', () => new S3BucketStorage(s3Settings())],
];

describe.each(drivers)('the FileStorage contract: %s', (_name, create) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });
  afterAll(() => {
    (storage as Partial<{ onModuleDestroy(): void }>).onModuleDestroy?.();
  });

  it('stores bytes under a new random name in area/folder and reads them back', async () => {
    const first = await storage.save('private', 'donations', Buffer.from('one'), 'png');
    const second = await storage.save('private', 'donations', Buffer.from('two'), 'png');

    expect(first).toMatch(/^private\/donations\/[0-9a-f-]{36}\.png$/);
    expect(second).not.toBe(first);
    const opened = await storage.open(first);
    expect(opened?.size).toBe(3);
    expect((await readAll(opened!.stream)).toString()).toBe('one');
    expect((await readAll((await storage.open(second))!.stream)).toString()).toBe('two');
  });

  it('refuses a folder or extension that could escape its area', async () => {
    await expect(storage.save('public', '../private', Buffer.from('x'), 'png')).rejects.toThrow('Invalid storage folder');
    await expect(storage.save('public', 'gallery', Buffer.from('x'), 'png/../../x')).rejects.toThrow('Invalid storage folder');
  });

  it('answers null for missing, malformed or hidden keys', async () => {
    const key = await storage.save('public', 'gallery', Buffer.from('image'), 'webp');
    expect(key).toMatch(/^public\/gallery\//);
    for (const bad of ['public/gallery/missing.webp', 'public/../private/x.png', '/etc/passwd', 'public/gallery/.tmp.png', 'public', 'other/x.png', `/${key}`]) {
      expect(await storage.open(bad)).toBeNull();
    }
  });

  it('removes a file, and a missing one without complaint', async () => {
    const key = await storage.save('public', 'gallery', Buffer.from('image'), 'webp');
    await storage.remove(key);
    await storage.remove(key);
    await storage.remove('public/../private/x.png');
    expect(await storage.open(key)).toBeNull();
  });
});

describe('the S3 bucket driver', () => {
  it('stores each object with the type of its extension', async () => {
    const storage = new S3BucketStorage(s3Settings());
    const client = bucketClient();
    try {
      for (const [extension, type] of [['webp', 'image/webp'], ['pdf', 'application/pdf'], ['csv', 'application/octet-stream']]) {
        const key = await storage.save('private', 'checks', Buffer.from('x'), extension);
        expect((await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).ContentType).toBe(type);
      }
    } finally {
      storage.onModuleDestroy();
      client.destroy();
    }
  });

  it('fails loudly, not with "no such file", when the bucket is missing or the server is away', async () => {
    const wrongBucket = new S3BucketStorage(s3Settings({ bucket: 'no-such-bucket' }));
    const away = new S3BucketStorage(s3Settings({ endpoint: 'http://127.0.0.1:9' }));
    try {
      await expect(wrongBucket.open('public/gallery/x.webp')).rejects.toThrow();
      await expect(wrongBucket.save('public', 'gallery', Buffer.from('x'), 'webp')).rejects.toThrow();
      await expect(away.open('public/gallery/x.webp')).rejects.toThrow();
    } finally {
      wrongBucket.onModuleDestroy();
      away.onModuleDestroy();
    }
  });

  it('is the driver STORAGE_DRIVER=s3 picks, and the local folder stays the default', async () => {
    const base = { MONGODB_URI: 'mongodb://127.0.0.1:27017/x', JWT_SECRET: TEST_JWT_SECRET, AADHAAR_ENCRYPTION_KEY: TEST_AADHAAR_KEY };
    expect(await createFileStorage(loadConfig(base))).toBeInstanceOf(LocalFolderStorage);
    const bucket = await createFileStorage(loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: BUCKET, S3_REGION: 'ap-south-1' }));
    expect(bucket).toBeInstanceOf(S3BucketStorage);
    (bucket as S3BucketStorage).onModuleDestroy();
  });
});

describe('the API with STORAGE_DRIVER=s3', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let client: S3Client;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    admin = await loginAs(t, 'admin');
    client = bucketClient();
  });

  afterAll(() => client.destroy());

  const objectBytes = async (key: string) => {
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };

  const binary = (req: request.Test) =>
    req.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

  it('keeps a gallery image in the bucket and serves it back to visitors with safe headers; a delete removes it', async () => {
    const uploaded = await request(t.http)
      .post('/api/admin/addImage')
      .set('Authorization', admin.auth)
      .field('title', 'Sports day')
      .field('description', 'Races and prizes')
      .field('category', 'Events')
      .attach('photo', await makeImage('jpeg', 400, 300), { filename: 'day.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const url: string = uploaded.body.imageUrl;
    expect(url).toMatch(/^\/api\/uploads\/public\/gallery\/[0-9a-f-]{36}\.webp$/);
    const key = url.replace('/api/uploads/', '');

    const list = await request(t.http).get('/api/admin/gallery').expect(200);
    expect(list.body[0]).toEqual(uploaded.body);

    const served = await binary(request(t.http).get(url)).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.body).toEqual(await objectBytes(key));
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    // Nothing went to the local folder.
    expect(listFiles(t.uploadDir)).toEqual([]);

    await request(t.http).delete(`/api/admin/image/${uploaded.body._id}`).set('Authorization', admin.auth).expect(200);
    await expect(objectBytes(key)).rejects.toMatchObject({ name: 'NoSuchKey' });
    await request(t.http).get(url).expect(404);
  });

  it('keeps a donation screenshot in the private area: streamed to an admin, never through the public route', async () => {
    const email = uniqueEmail('donor');
    const png = await makeImage('png', 90, 160);
    await request(t.http)
      .post('/api/public/donations')
      .set('X-Forwarded-For', '203.0.113.77')
      .field('name', 'Kavita Rao')
      .field('email', email)
      .field('amount', '2500')
      .field('mode', 'UPI')
      .field('utr', '412345678901')
      .attach('screenshot', png, { filename: 'pay.png', contentType: 'image/png' })
      .expect(201);
    const donation = await t.app.get<Connection>(getConnectionToken()).collection('donations').findOne({ email });
    const key = donation?.screenshotPath as string;
    expect(key).toMatch(/^private\/donations\/[0-9a-f-]{36}\.png$/);

    for (const url of [`/api/uploads/${key}`, `/api/uploads/public/donations/${path.basename(key)}`]) {
      await request(t.http).get(url).expect(404);
    }
    await request(t.http).get(`/api/admin/donations/${String(donation?._id)}/screenshot`).expect(401);

    const served = await binary(request(t.http).get(`/api/admin/donations/${String(donation?._id)}/screenshot`).set('Authorization', admin.auth)).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.body).toEqual(await objectBytes(key));
    expect(listFiles(t.uploadDir)).toEqual([]);
  });
});
