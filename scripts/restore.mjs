#!/usr/bin/env node
// npm run restore -- <archive folder> [--force] [--force-key-mismatch]: brings a backup (scripts/backup.mjs)
// back into the database and upload folder chosen like the backup's (MONGODB_URI and UPLOAD_DIR, else the
// local site's .data). Both must be empty: --force first deletes every collection of that database and the
// upload folder's files.
//
// Nothing is deleted before the whole archive has been read and checked against its manifest, and before
// the Aadhaar key configured here is known to read the archive's numbers (--force-key-mismatch skips that).
// FerretDB cannot rename a collection over another (renameCollection without dropTarget), so the data is
// not staged in temporary collections: an insert that still fails leaves a partial restore, said so.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import mongodb from 'mongodb';
import { ARCHIVE_FORMAT, dataCollections, openTarget } from './backup.mjs';

const { EJSON } = mongodb.BSON; // a CommonJS package: no named ESM exports
const require = createRequire(import.meta.url);
const { configuredAadhaarKeys } = require('./lib/aadhaar-key-id.cjs');
const BATCH = 500;

function uploadFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
}

/** The documents of one archived collection; throws naming the file and line that cannot be read. */
function readCollection(archive, name) {
  const file = path.join(archive, 'collections', `${name}.ejson`);
  if (!fs.existsSync(file)) throw new Error(`collections/${name}.ejson is missing`);
  const documents = [];
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line) continue;
    try {
      documents.push(EJSON.parse(line, { relaxed: false }));
    } catch (error) {
      throw new Error(`collections/${name}.ejson line ${index + 1} is not valid Extended JSON (${error.message})`);
    }
  }
  return documents;
}

/**
 * Reads the whole archive and checks it against its manifest (every collection file readable, with the
 * listed number of documents and no _id twice; every listed upload present as a file). Changes nothing.
 */
function checkArchive(archive) {
  const manifestFile = path.join(archive, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('it has no manifest.json (is this a folder written by npm run backup?)');
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    throw new Error(`manifest.json is not valid JSON (${error.message})`);
  }
  if (manifest?.format !== ARCHIVE_FORMAT) throw new Error(`unknown archive format ${manifest?.format}`);
  if (typeof manifest.collections !== 'object' || !Array.isArray(manifest.files)) throw new Error('manifest.json lacks its collections or files');

  for (const [name, entry] of Object.entries(manifest.collections)) {
    if (!Number.isInteger(entry?.count) || !Array.isArray(entry.indexes)) throw new Error(`manifest.json: the entry for ${name} is incomplete`);
    const documents = readCollection(archive, name);
    if (documents.length !== entry.count) {
      throw new Error(`collections/${name}.ejson holds ${documents.length} documents, the manifest lists ${entry.count}`);
    }
    const ids = new Set();
    for (const document of documents) {
      const id = EJSON.stringify(document._id, { relaxed: false });
      if (ids.has(id)) throw new Error(`collections/${name}.ejson holds the _id ${id} twice`);
      ids.add(id);
    }
  }

  const uploads = path.join(archive, 'uploads');
  // Archives written before the backup followed links could hold a link back to the live upload folder.
  if (fs.lstatSync(uploads, { throwIfNoEntry: false })?.isSymbolicLink()) {
    throw new Error('its uploads folder is a symbolic link, not a copy of the files');
  }
  const missing = manifest.files.filter((file) => {
    if (typeof file !== 'string' || path.isAbsolute(file) || file.split(/[\\/]/).includes('..')) return true;
    return !fs.lstatSync(path.join(uploads, file), { throwIfNoEntry: false })?.isFile();
  });
  if (missing.length > 0) {
    throw new Error(`${missing.length} of the ${manifest.files.length} uploaded files the manifest lists are missing from uploads/ (first: ${missing[0]})`);
  }
  return manifest;
}

/**
 * Throws unless the Aadhaar keys configured here (current and previous) include every key id the archive's
 * numbers were sealed with: they could never be read otherwise. An archive without numbers needs no key.
 * With force, warns instead.
 */
function checkAadhaarKey(manifest, force) {
  if (!('aadhaarKeyIdsInData' in manifest)) {
    console.warn('Note: this archive does not record its Aadhaar key id: make sure AADHAAR_ENCRYPTION_KEY here is the key of the site it was made on.');
  }
  const needed = [...new Set(manifest.aadhaarKeyIdsInData ?? [])];
  const here = configuredAadhaarKeys();
  const missing = needed.filter((id) => id !== here.keyId && !here.previousKeyIds.includes(id));
  if (missing.length === 0) return;
  let found = 'no AADHAAR_ENCRYPTION_KEY is configured here';
  if (here.keyId) found = `the AADHAAR_ENCRYPTION_KEY configured here (from ${here.source}) has key id ${here.keyId}`;
  else if (here.source) found = `the AADHAAR_ENCRYPTION_KEY configured here (from ${here.source}) is not a valid key`;
  const problem = `the archive was made with the Aadhaar key id ${missing.join(', ')}, but ${found}`;
  if (force) {
    console.warn(`Warning: ${problem}. Restoring anyway (--force-key-mismatch): the restored Aadhaar numbers cannot be read without that key.`);
    return;
  }
  throw new Error(
    `${problem}. Nothing was changed. Set AADHAAR_ENCRYPTION_KEY to the key of the site the backup was made on ` +
      '(in the environment, or in .data/local.env for npm start) and restore again; or add --force-key-mismatch to restore ' +
      'anyway, leaving the stored Aadhaar numbers unreadable.',
  );
}

/** Deletes what a folder holds, keeping the folder itself (it may be a mount point or a symbolic link). */
function emptyFolder(folder) {
  if (!fs.existsSync(folder)) return;
  for (const name of fs.readdirSync(folder)) fs.rmSync(path.join(folder, name), { recursive: true, force: true });
}

async function restoreCollection(db, archive, name, { count, indexes }) {
  const collection = db.collection(name);
  await db.createCollection(name).catch((error) => {
    if (error.codeName !== 'NamespaceExists') throw error;
  });
  let restored = 0;
  const documents = readCollection(archive, name);
  for (let start = 0; start < documents.length; start += BATCH) {
    restored += (await collection.insertMany(documents.slice(start, start + BATCH), { ordered: true })).insertedCount;
  }
  if (restored !== count) throw new Error(`restored ${restored} documents, the archive lists ${count}`);
  for (const { key, name: indexName, unique, sparse } of indexes) {
    await collection.createIndex(key, { name: indexName, ...(unique ? { unique } : {}), ...(sparse ? { sparse } : {}) });
  }
}

/**
 * Restores one archive folder. Throws, changing nothing, when the archive is damaged or incomplete, when the
 * Aadhaar key here cannot read it (unless forceKeyMismatch), or when the target holds data and force is not set.
 */
export async function restore({ db, uploadDir }, archive, { force = false, forceKeyMismatch = false } = {}) {
  let manifest;
  try {
    manifest = checkArchive(archive);
  } catch (error) {
    throw new Error(`the archive ${archive} cannot be restored, nothing was changed: ${error.message}`);
  }
  checkAadhaarKey(manifest, forceKeyMismatch);

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

  // The database first, the upload folder once the records are in: a failure leaves the old files in place.
  let step = 'emptying the database';
  let uploadsTouched = false;
  try {
    if (force) for (const name of await dataCollections(db)) await db.collection(name).drop();
    for (const [name, entry] of Object.entries(manifest.collections)) {
      step = `restoring ${name}`;
      await restoreCollection(db, archive, name, entry);
    }
    step = 'copying the uploaded files';
    uploadsTouched = true;
    if (force) emptyFolder(uploadDir);
    const archivedUploads = path.join(archive, 'uploads');
    // Into the folder's real path: the upload folder may be a symbolic link, which cpSync does not write through.
    const destination = fs.existsSync(uploadDir) ? fs.realpathSync(uploadDir) : uploadDir;
    if (fs.existsSync(archivedUploads)) fs.cpSync(archivedUploads, destination, { recursive: true });
  } catch (error) {
    const state = uploadsTouched
      ? `database ${db.databaseName} is restored, but ${uploadDir} holds only part of the archive's files`
      : `database ${db.databaseName} holds only part of the archive${force ? ' (its previous data was deleted)' : ''}; ${uploadDir} was not changed`;
    throw new Error(
      `${step}: ${error.message}. The restore stopped part-way: ${state}. The archive is unchanged: once the cause is fixed, ` +
        'run the same restore again with --force.',
    );
  }
  return manifest;
}

async function main() {
  const args = process.argv.slice(2);
  const archive = args.find((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--force' && arg !== '--force-key-mismatch');
  if (!archive || unknown.length > 0) {
    console.error('Usage: npm run restore -- <archive folder, e.g. backups/society-2025-01-31T10-00-00Z> [--force] [--force-key-mismatch]');
    process.exit(2);
  }
  const target = await openTarget();
  try {
    const manifest = await restore(target, path.resolve(archive), {
      force: args.includes('--force'),
      forceKeyMismatch: args.includes('--force-key-mismatch'),
    });
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
