import type { Request, Response } from 'express';

/**
 * The client's address: Express works it out from X-Forwarded-For through the proxies the API trusts
 * (TRUST_PROXY; the gateway sets the header to the connecting address). Kept in `res.locals` once read,
 * since Express works it out anew each time `ip` is read.
 */
export function clientAddress(request: Request): string {
  const locals = (request.res as Response | undefined)?.locals as { clientAddress?: string } | undefined;
  if (!locals) return request.ip ?? 'unknown';
  return (locals.clientAddress ??= request.ip ?? 'unknown');
}
