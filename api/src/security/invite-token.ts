import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: the invite link's secret. Only its hash is stored, so a database reader cannot use a link. */
export function newInviteToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInviteToken(token) };
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
