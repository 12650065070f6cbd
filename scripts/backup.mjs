#!/usr/bin/env node
// npm run backup [-- --out <folder>]: writes backups/society-<UTC time>/ with every collection of the
// database (Extended JSON, so ObjectIds, dates and binary data come back as they were), its indexes, and a
// copy of the upload folder. Restore with `npm run restore -- <archive folder>`.
//
// Which database: MONGODB_URI and UPLOAD_DIR when set (production, docker). Otherwise the local site's own
// data: the embedded engine is started here on .data/db and the uploads are .data/uploads. The embedded engine
// must not run twice on one folder, so stop `npm start` first (or pass MONGODB_URI with the /society path).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mongodb from 'mongodb';

const { BSON, MongoClient } = mongodb; // a CommonJS package: no named ESM exports
const { EJSON } = BSON;
const require = createRequire(import.meta.url);
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data');
/** The database `npm start` uses inside the embedded engine. */
const LOCAL_DATABASE = 'society';
export const ARCHIVE_FORMAT = 1;

function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * The database and upload folder to work on: {client, db, uploadDir, close()}. Starts the embedded engine on
 * .data/db when MONGODB_URI is not set.
 */
export async function openTarget() {
  let uri = process.env.MONGODB_URI;
  let stopEngine = async () => {};
  if (!uri) {
    const sitePort = Number(process.env.PORT) || 8080;
    if (await isListening(sitePort)) {
      throw new Error(
        `the site seems to be running (port ${sitePort}): stop npm start first, or set MONGODB_URI to the URI it printed followed by /${LOCAL_DATABASE}`,
      );
    }
    const { startEmbeddedDb } = require('./lib/embedded-db.cjs');
    fs.mkdirSync(path.join(dataDir, 'logs'), { recursive: true });
    const engine = await startEmbeddedDb({ dataDir: path.join(dataDir, 'db'), logFile: path.join(dataDir, 'logs', 'embedded-db.log') });
    uri = `${engine.uri.replace(/\/$/, '')}/${LOCAL_DATABASE}`;
    stopEngine = engine.stop;
  }
  const uploadDir = path.resolve(root, process.env.UPLOAD_DIR || path.join(dataDir, 'uploads'));
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 10_000 });
  const db = client.db(); // the database named in the URI's path
  return {
    client,
    db,
    uploadDir,
    async close() {
      await client.close();
      await stopEngine();
    },
  };
}

/** Names of the collections that hold data (not the server's own). */
export async function dataCollections(db) {
  return (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((name) => !name.startsWith('system.')).sort();
}

function timestamp(date = new Date()) {
  return date.toISOString().replace(/:/g, '-').replace(/\.\d+Z$/, 'Z');
}

/** Writes one archive folder and returns its path. */
export async function backup({ db, uploadDir }, outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  let name = `society-${timestamp()}`;
  while (fs.existsSync(path.join(outDir, name))) name += '-1';
  const final = path.join(outDir, name);
  // Written under a hidden name and renamed when complete: a folder named society-* is always whole.
  const partial = path.join(outDir, `.${name}.partial`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(path.join(partial, 'collections'), { recursive: true, mode: 0o700 });

  const manifest = { format: ARCHIVE_FORMAT, createdAt: new Date().toISOString(), database: db.databaseName, collections: {}, files: [] };
  // Records first, then files: an upload saved during the backup is at worst an extra file no record names.
  // (No snapshot across collections without a replica set: for an exact copy, stop the site first.)
  for (const collection of await dataCollections(db)) {
    const out = fs.openSync(path.join(partial, 'collections', `${collection}.ejson`), 'w', 0o600);
    let count = 0;
    for await (const document of db.collection(collection).find().sort({ _id: 1 })) {
      fs.writeSync(out, `${EJSON.stringify(document, { relaxed: false })}\n`);
      count += 1;
    }
    fs.closeSync(out);
    const indexes = (await db.collection(collection).indexes()).filter((index) => index.name !== '_id_');
    manifest.collections[collection] = { count, indexes };
  }
  if (fs.existsSync(uploadDir)) {
    fs.cpSync(uploadDir, path.join(partial, 'uploads'), { recursive: true, filter: (source) => !path.basename(source).endsWith('.tmp') });
    manifest.files = fs
      .readdirSync(path.join(partial, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(partial, 'uploads'), path.join(entry.parentPath, entry.name)))
      .sort();
  }
  fs.writeFileSync(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(partial, final);
  return { folder: final, manifest };
}

async function main() {
  const outIndex = process.argv.indexOf('--out');
  const outDir = path.resolve(outIndex > 0 ? process.argv[outIndex + 1] : path.join(root, 'backups'));
  const target = await openTarget();
  try {
    const { folder, manifest } = await backup(target, outDir);
    const documents = Object.values(manifest.collections).reduce((sum, c) => sum + c.count, 0);
    console.log(`Backup written: ${folder} (${Object.keys(manifest.collections).length} collections, ${documents} documents, ${manifest.files.length} files)`);
    if (process.env.STORAGE_DRIVER === 's3') {
      console.log('Uploads are in the S3 bucket (STORAGE_DRIVER=s3), not in this archive: back the bucket up with your provider\'s tools.');
    }
  } finally {
    await target.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  });
}
