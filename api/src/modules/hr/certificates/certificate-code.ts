import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET } from '@society/contracts';

/**
 * A new certificate code: 12 characters of Crockford's base32 from 60 random bits, in three groups
 * ('7KQ2-M9XD-4TRB'). Short enough to type from paper; with the verify route's rate limit, not guessable.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes(12);
  // 32 symbols: the low five bits of each byte are uniform.
  const plain = [...bytes].map((byte) => CERTIFICATE_CODE_ALPHABET[byte & 31]).join('');
  return `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
}
