// .data/local.env: the secrets `npm start` generates on its first run (JWT_SECRET, AADHAAR_ENCRYPTION_KEY)
// and passes to the API. Read by npm start, and by backup and restore to name the Aadhaar key in use.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const localEnvFile = path.join(root, '.data', 'local.env');

/** The NAME=value lines of an env file ({} when it does not exist). */
function readEnvFile(file) {
  const values = {};
  if (!fs.existsSync(file)) return values;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match) values[match[1]] = match[2];
  }
  return values;
}

/**
 * A setting as npm start hands it to the API (a non-empty variable in the environment wins over
 * .data/local.env): {value, source}, or null when neither has it.
 */
function localSetting(name) {
  if (process.env[name]) return { value: process.env[name], source: 'the environment' };
  const value = readEnvFile(localEnvFile)[name];
  return value ? { value, source: path.relative(root, localEnvFile) } : null;
}

module.exports = { localEnvFile, readEnvFile, localSetting };
