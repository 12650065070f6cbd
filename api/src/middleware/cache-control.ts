import type { RequestHandler } from 'express';

/**
 * The default Cache-Control of API answers (a route may set its own, e.g. public images). An answer to a
 * request with a token may hold personal data (donors, messages, applicants): no copy is kept, so none
 * is left in a shared office computer's browser cache after logout. Anonymous answers are public site
 * content: kept, but checked with the server (ETag) before each use, so an edit shows on the next visit.
 */
export function defaultCacheControl(): RequestHandler {
  return (request, response, next) => {
    response.setHeader('Cache-Control', request.headers.authorization ? 'private, no-store' : 'no-cache');
    next();
  };
}
