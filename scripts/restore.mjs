#!/usr/bin/env node
// npm run restore -- <archive folder> [--force]: brings a backup (scripts/backup.mjs) back into the database
// and upload folder chosen like the backup's (MONGODB_URI and UPLOAD_DIR, else the local site's .data).
// Both must be empty: --force first deletes every collection of that database and the upload folder's files.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import mongodb from 'mongodb';
import { ARCHIVE_FORMAT, dataCollections, openTarget } from './backup.mjs';

const { EJSON } = mongodb.BSON; // a CommonJS package: no named ESM exports
const BATCH = 500;

function uploadFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
}

/** Restores one archive folder; throws (changing nothing) when the target holds data and force is not set. */
export async function restore({ db, uploadDir }, archive, { force = false } = {}) {
  const manifest = JSON.parse(fs.readFileSync(path.join(archive, 'manifest.json'), 'utf8'));
  if (manifest.format !== ARCHIVE_FORMAT) throw new Error(`unknown archive format ${manifest.format}`);

  const existing = [];
  for (const name of await dataCollections(db)) {
    if ((await db.collection(name).estimatedDocumentCount()) > 0) existing.push(name);
  }
  const files = uploadFiles(uploadDir);
  if ((existing.length > 0 || files.length > 0) && !force) {
    throw new Error(
      `the target is not empty (database ${db.databaseName}: ${existing.length} collections with data; ${uploadDir}: ${files.length} files). ` +
        'Restore into an empty database and upload folder, or add --force to replace what is there.',
    );
  }
  if (force) {
    for (const name of await dataCollections(db)) await db.collection(name).drop();
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }

  for (const [name, { count, indexes }] of Object.entries(manifest.collections)) {
    const collection = db.collection(name);
    await db.createCollection(name).catch((error) => {
      if (error.codeName !== 'NamespaceExists') throw error;
    });
    let batch = [];
    let restored = 0;
    const lines = fs.readFileSync(path.join(archive, 'collections', `${name}.ejson`), 'utf8').split('\n').filter(Boolean);
    for (const line of lines) {
      batch.push(EJSON.parse(line, { relaxed: false }));
      if (batch.length === BATCH) {
        restored += (await collection.insertMany(batch, { ordered: true })).insertedCount;
        batch = [];
      }
    }
    if (batch.length > 0) restored += (await collection.insertMany(batch, { ordered: true })).insertedCount;
    if (restored !== count) throw new Error(`${name}: restored ${restored} documents, the archive lists ${count}`);
    for (const { key, name: indexName, unique, sparse } of indexes) {
      await collection.createIndex(key, { name: indexName, ...(unique ? { unique } : {}), ...(sparse ? { sparse } : {}) });
    }
  }
  const archivedUploads = path.join(archive, 'uploads');
  if (fs.existsSync(archivedUploads)) fs.cpSync(archivedUploads, uploadDir, { recursive: true });
  return manifest;
}

async function main() {
  const args = process.argv.slice(2);
  const archive = args.find((arg) => !arg.startsWith('--'));
  if (!archive) {
    console.error('Usage: npm run restore -- <archive folder, e.g. backups/society-2025-01-31T10-00-00Z> [--force]');
    process.exit(2);
  }
  const target = await openTarget();
  try {
    const manifest = await restore(target, path.resolve(archive), { force: args.includes('--force') });
    console.log(`Restored ${path.resolve(archive)} (${Object.keys(manifest.collections).length} collections, ${manifest.files.length} files) into ${target.db.databaseName} and ${target.uploadDir}`);
  } finally {
    await target.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`Restore failed: ${error.message}`);
    process.exit(1);
  });
}
