// The id of an Aadhaar encryption key, derived exactly as the API does (api/src/config/aadhaar-key.ts; the
// backup test checks they agree). It names a key without revealing it: backups record it, so a restore can
// refuse to bring back numbers that the key configured here cannot read.
'use strict';
const crypto = require('node:crypto');
const { localSetting } = require('./local-env.cjs');

const KEY_BYTES = 32;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/** The key id of a key written as the API reads it (64 hex characters or base64), or null if it is not one. */
function aadhaarKeyId(value) {
  const text = String(value).trim();
  let key = null;
  if (HEX_KEY.test(text)) key = Buffer.from(text, 'hex');
  else if (BASE64_KEY.test(text)) key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (!key || key.length !== KEY_BYTES) return null;
  return crypto.createHash('sha256').update('society-aadhaar-key:').update(key).digest('hex').slice(0, 16);
}

/**
 * The Aadhaar keys the API would run with here (AADHAAR_ENCRYPTION_KEY and AADHAAR_PREVIOUS_KEYS, from the
 * environment or else .data/local.env), by id: {keyId, source, previousKeyIds}. keyId is null when no valid
 * key is set; source then says where an invalid one came from (null when there is none at all).
 */
function configuredAadhaarKeys() {
  const current = localSetting('AADHAAR_ENCRYPTION_KEY');
  const previous = localSetting('AADHAAR_PREVIOUS_KEYS');
  return {
    keyId: current ? aadhaarKeyId(current.value) : null,
    source: current?.source ?? null,
    previousKeyIds: (previous?.value ?? '').split(',').map(aadhaarKeyId).filter(Boolean),
  };
}

module.exports = { aadhaarKeyId, configuredAadhaarKeys };
