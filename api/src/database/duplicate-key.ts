/**
 * A write refused by a unique index. MongoDB (and FerretDB, for inserts) answer code 11000; FerretDB v1
 * answers an update that would duplicate a unique value with an internal error (code 1) that carries
 * SQLite's "UNIQUE constraint failed" (FERRETDB.md), so both are recognised.
 */
export function isDuplicateKey(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 11000 || (code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}
