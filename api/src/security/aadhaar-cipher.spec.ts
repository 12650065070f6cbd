import { loadConfig } from '../config/app-config';
import { AadhaarCipher, AadhaarDecryptionError } from './aadhaar-cipher';

function cipherWithKey(hexKey: string): AadhaarCipher {
  return new AadhaarCipher(loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1:27017/x', JWT_SECRET: 'x'.repeat(32), AADHAAR_ENCRYPTION_KEY: hexKey }));
}

const NUMBER = '234567890124';
const RECORD = '0123456789abcdef01234567';

describe('AadhaarCipher', () => {
  const cipher = cipherWithKey('11'.repeat(32));

  it('opens what it sealed, for the same record', () => {
    expect(cipher.open(cipher.seal(NUMBER, RECORD), RECORD)).toBe(NUMBER);
  });

  it('stores base64 ciphertext, a 12-byte IV, a 16-byte tag and the key id, never the digits', () => {
    const sealed = cipher.seal(NUMBER, RECORD);
    expect(Buffer.from(sealed.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(sealed.tag, 'base64')).toHaveLength(16);
    expect(Buffer.from(sealed.ciphertext, 'base64')).toHaveLength(12);
    expect(sealed.keyVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(sealed)).not.toContain(NUMBER);
  });

  it('uses a fresh IV for every write, so one number never gives the same ciphertext twice', () => {
    const first = cipher.seal(NUMBER, RECORD);
    const second = cipher.seal(NUMBER, RECORD);
    expect(second.iv).not.toBe(first.iv);
    expect(second.ciphertext).not.toBe(first.ciphertext);
  });

  it('refuses a ciphertext moved onto another record', () => {
    const sealed = cipher.seal(NUMBER, RECORD);
    expect(() => cipher.open(sealed, 'fedcba9876543210fedcba98')).toThrow(AadhaarDecryptionError);
  });

  it('refuses an altered ciphertext or tag', () => {
    const sealed = cipher.seal(NUMBER, RECORD);
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0] ^= 1;
    expect(() => cipher.open({ ...sealed, ciphertext: bytes.toString('base64') }, RECORD)).toThrow(AadhaarDecryptionError);
    const tag = Buffer.from(sealed.tag, 'base64');
    tag[15] ^= 1;
    expect(() => cipher.open({ ...sealed, tag: tag.toString('base64') }, RECORD)).toThrow(AadhaarDecryptionError);
  });

  it('names the unknown key when a number was sealed with another key', () => {
    const sealed = cipherWithKey('22'.repeat(32)).seal(NUMBER, RECORD);
    expect(() => cipher.open(sealed, RECORD)).toThrow(`sealed with key ${sealed.keyVersion}, which is not configured`);
    // Even claiming the current key's id does not open it.
    expect(() => cipher.open({ ...sealed, keyVersion: cipher.seal(NUMBER, RECORD).keyVersion }, RECORD)).toThrow(AadhaarDecryptionError);
  });
});
