import { createHash } from 'node:crypto';

/** The key that encrypts Aadhaar numbers at rest (AES-256-GCM), and the id stored with each ciphertext. */
export interface AadhaarKey {
  key: Buffer;
  /** Short fingerprint of the key, stored with every ciphertext so a later key rotation knows which key sealed it. */
  keyId: string;
}

export const AADHAAR_KEY_BYTES = 32;

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
// 32 bytes: 43 base64 characters plus one '=' of padding (base64url: without it).
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/** 32 bytes from 64 hex characters or base64 (standard or URL-safe); null for anything else. */
export function parseAadhaarKey(value: unknown): Buffer | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (HEX_KEY.test(text)) return Buffer.from(text, 'hex');
  if (!BASE64_KEY.test(text)) return null;
  const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === AADHAAR_KEY_BYTES ? key : null;
}

/** Keys separated by commas (AADHAAR_PREVIOUS_KEYS), each as parseAadhaarKey reads it; null if any is not a key. */
export function parseAadhaarKeyList(value: unknown): Buffer[] | null {
  if (typeof value !== 'string') return null;
  const keys = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map(parseAadhaarKey);
  return keys.every((key): key is Buffer => key !== null) ? keys : null;
}

/** The first 8 bytes of the key's SHA-256, in hex: names the key without revealing it. */
export function aadhaarKeyFrom(key: Buffer): AadhaarKey {
  const keyId = createHash('sha256').update('society-aadhaar-key:').update(key).digest('hex').slice(0, 16);
  return { key, keyId };
}
