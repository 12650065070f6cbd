import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import type { AadhaarKey } from '../config/aadhaar-key';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12; // GCM's standard nonce size
const TAG_BYTES = 16;

/** An Aadhaar number as stored: AES-256-GCM output (base64) and the id of the key that sealed it. */
export interface SealedAadhaar {
  ciphertext: string;
  iv: string;
  tag: string;
  keyVersion: string;
}

/** The stored number cannot be opened: sealed with a key that is not configured, or altered. */
export class AadhaarDecryptionError extends Error {
  override readonly name = 'AadhaarDecryptionError';
}

/**
 * Encrypts Aadhaar numbers at rest. Each write gets a fresh random IV; the record's id is bound in as
 * additional data, so a ciphertext copied onto another child's record does not open there.
 */
@Injectable()
export class AadhaarCipher {
  /** Keys that can open stored numbers, by id: the current one and those of before a rotation. */
  private readonly keys: ReadonlyMap<string, Buffer>;
  private readonly current: AadhaarKey;

  constructor(config: AppConfig) {
    this.current = config.aadhaarKey;
    this.keys = new Map([...config.aadhaarPreviousKeys, this.current].map(({ keyId, key }) => [keyId, key]));
  }

  /** The id of the key new numbers are sealed with. */
  get currentKeyId(): string {
    return this.current.keyId;
  }

  seal(digits: string, recordId: string): SealedAadhaar {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(recordId));
    const ciphertext = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
    return {
      ciphertext: ciphertext.toString('base64'),
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      keyVersion: this.current.keyId,
    };
  }

  open(sealed: SealedAadhaar, recordId: string): string {
    const key = this.keys.get(sealed.keyVersion);
    if (!key) throw new AadhaarDecryptionError(`The stored Aadhaar number was sealed with key ${sealed.keyVersion}, which is not configured.`);
    try {
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'), { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(recordId));
      decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      throw new AadhaarDecryptionError('The stored Aadhaar number failed its integrity check (altered, or sealed for another record).');
    }
  }
}

function additionalData(recordId: string): Buffer {
  return Buffer.from(`student:${recordId}`, 'utf8');
}
