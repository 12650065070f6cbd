#!/usr/bin/env node
// npm run backup [-- --out <folder>]: writes backups/society-<UTC time>/ with every collection of the
// database (Extended JSON, so ObjectIds, dates and binary data come back as they were), its indexes, and a
// copy of the upload folder. Restore with `npm run restore -- <archive folder>`.
//
// Which database: MONGODB_URI and UPLOAD_DIR when set (production, docker). Otherwise the local site's own
// data: the embedded engine is started here on .data/db and the uploads are .data/uploads. The embedded engine
// must not run twice on one folder, so stop `npm start` first (or pass MONGODB_URI with the /society path).
//
// The Aadhaar encryption key is not in the archive, on purpose (keep it apart): the manifest records only its
// id, and the restore refuses an archive whose numbers the key configured there cannot read.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mongodb from 'mongodb';

const { BSON, MongoClient } = mongodb; // a CommonJS package: no named ESM exports
const { EJSON } = BSON;
const require = createRequire(import.meta.url);
const { configuredAadhaarKeys } = require('./lib/aadhaar-key-id.cjs');
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data');
/** The database `npm start` uses inside the embedded engine. */
const LOCAL_DATABASE = 'society';
export const ARCHIVE_FORMAT = 1;
/** Where the API keeps each sealed Aadhaar number's key id (api/src/database/schemas/student.schema.ts). */
const SEALED_AADHAAR = { collection: 'students', keyId: (student) => student.aadhaar?.keyVersion };

function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The database named in a MongoDB URI's path ('' when none): mongodb[+srv]://[user@]host[,host...]/<database>?options */
export function databaseNameOf(uri) {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/.exec(uri);
  return match ? decodeURIComponent(match[1]) : '';
}

/**
 * The database and upload folder to work on: {client, db, uploadDir, close()}. Starts the embedded engine on
 * .data/db when MONGODB_URI is not set.
 */
export async function openTarget() {
  let uri = process.env.MONGODB_URI;
  let stopEngine = async () => {};
  // Without a name the driver silently picks "test": a mistyped URI would back up (or restore into) the wrong database.
  if (uri && !databaseNameOf(uri)) {
    throw new Error('MONGODB_URI names no database: add it after the host, e.g. mongodb://127.0.0.1:27017/society');
  }
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

/** The files under a folder (links are not followed), relative and sorted. */
function filesIn(folder) {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Writes one archive folder: {folder, manifest, uploadsFound}. Refuses a database without collections (a
 * wrong name in the URI, most likely), and writes nothing then.
 */
export async function backup({ db, uploadDir }, outDir) {
  const collections = await dataCollections(db);
  if (collections.length === 0) {
    throw new Error(`the database "${db.databaseName}" has no collections, so there is nothing to back up: is this the site's database?`);
  }
  const uploadsFound = fs.existsSync(uploadDir); // follows a symbolic link: a dangling one counts as missing
  if (uploadsFound && !fs.statSync(uploadDir).isDirectory()) throw new Error(`the upload folder ${uploadDir} is not a folder`);
  fs.mkdirSync(outDir, { recursive: true });
  let name = `society-${timestamp()}`;
  while (fs.existsSync(path.join(outDir, name))) name += '-1';
  const final = path.join(outDir, name);
  // Written under a hidden name and renamed when complete: a folder named society-* is always whole.
  const partial = path.join(outDir, `.${name}.partial`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(path.join(partial, 'collections'), { recursive: true, mode: 0o700 });
  try {
    const manifest = await writeArchive({ db, uploadDir, uploadsFound }, collections, partial);
    fs.renameSync(partial, final);
    return { folder: final, manifest, uploadsFound };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true }); // no half-written archive left behind
    throw error;
  }
}

/** Writes the collections, the uploads and the manifest into folder; returns the manifest. */
async function writeArchive({ db, uploadDir, uploadsFound }, collections, folder) {
  // The id of the key that seals new numbers, and those that sealed the numbers in this archive (the same
  // one, except during a key rotation). Ids only: the key itself never goes into a backup.
  const aadhaarKeyId = configuredAadhaarKeys().keyId;
  const sealedWith = new Set();
  const manifest = {
    format: ARCHIVE_FORMAT,
    createdAt: new Date().toISOString(),
    database: db.databaseName,
    aadhaarKeyId,
    aadhaarKeyIdsInData: [],
    collections: {},
    files: [],
  };
  // Records first, then files: an upload saved during the backup is at worst an extra file no record names.
  // (No snapshot across collections without a replica set: for an exact copy, stop the site first.)
  for (const collection of collections) {
    const out = fs.openSync(path.join(folder, 'collections', `${collection}.ejson`), 'w', 0o600);
    let count = 0;
    for await (const document of db.collection(collection).find().sort({ _id: 1 })) {
      fs.writeSync(out, `${EJSON.stringify(document, { relaxed: false })}\n`);
      count += 1;
      if (collection === SEALED_AADHAAR.collection && SEALED_AADHAAR.keyId(document)) sealedWith.add(SEALED_AADHAAR.keyId(document));
    }
    fs.closeSync(out);
    const indexes = (await db.collection(collection).indexes()).filter((index) => index.name !== '_id_');
    manifest.collections[collection] = { count, indexes };
  }
  manifest.aadhaarKeyIdsInData = [...sealedWith].sort();
  if (uploadsFound) {
    // dereference: the upload folder (or something in it) may be a symbolic link, e.g. to a bigger disk;
    // the archive must hold the files themselves, not a link back to the live folder.
    fs.cpSync(uploadDir, path.join(folder, 'uploads'), {
      recursive: true,
      dereference: true,
      filter: (source) => !path.basename(source).endsWith('.tmp'),
    });
    manifest.files = filesIn(path.join(folder, 'uploads')); // what was copied, not what the source shows
  }
  fs.writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

async function main() {
  const outIndex = process.argv.indexOf('--out');
  const outDir = path.resolve(outIndex > 0 ? process.argv[outIndex + 1] : path.join(root, 'backups'));
  const target = await openTarget();
  try {
    const { folder, manifest, uploadsFound } = await backup(target, outDir);
    const documents = Object.values(manifest.collections).reduce((sum, c) => sum + c.count, 0);
    console.log(`Backup written: ${folder} (${Object.keys(manifest.collections).length} collections, ${documents} documents, ${manifest.files.length} files)`);
    if (process.env.STORAGE_DRIVER === 's3') {
      console.log('Uploads are in the S3 bucket (STORAGE_DRIVER=s3), not in this archive: back the bucket up with your provider\'s tools.');
    } else if (!uploadsFound) {
      console.warn(
        `Warning: the upload folder ${target.uploadDir} does not exist, so this backup holds no uploaded files (photos, donation screenshots). ` +
          'Normal only on a site where nothing was ever uploaded; otherwise set UPLOAD_DIR to the folder the API uses.',
      );
    }
    const { aadhaarKeyId, aadhaarKeyIdsInData } = manifest;
    const others = aadhaarKeyIdsInData.filter((id) => id !== aadhaarKeyId);
    if (aadhaarKeyId && others.length > 0) {
      console.warn(
        `Warning: some Aadhaar numbers in this backup are sealed with key id ${others.join(', ')}, not with the configured AADHAAR_ENCRYPTION_KEY: ` +
          'keep that key too (AADHAAR_PREVIOUS_KEYS), or those numbers cannot be read after a restore.',
      );
    }
    let keyName = 'AADHAAR_ENCRYPTION_KEY (no valid key found here, so its id is not recorded)';
    if (aadhaarKeyId) keyName = `AADHAAR_ENCRYPTION_KEY (key id ${aadhaarKeyId})`;
    else if (others.length > 0) keyName = `the Aadhaar key with id ${others.join(', ')} (read from the stored numbers: AADHAAR_ENCRYPTION_KEY was not found here)`;
    console.log(`Keep ${keyName} safe and apart from this backup: it is not in it, and without it the stored Aadhaar numbers cannot be read.`);
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
