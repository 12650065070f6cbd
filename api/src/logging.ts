import { RequestMethod } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { isValidAadhaar } from '@society/contracts';
import type { AppConfig } from './config/app-config';

const SECRET_KEYS = ['password', 'passwordHash', 'token', 'aadhar', 'aadhaar', 'aadharCard', 'aadhaarCard', 'aadharNumber', 'aadhaarNumber'];

/** Never logged in clear: credentials, tokens, cookies and Aadhaar numbers (see also redactDeep and scrubAadhaar). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Any key naming an Aadhaar number (aadhar, aadhaar, aadharCard, aadhaarNumber...), in any case. */
const AADHAAR_KEY = /aadhaa?r/i;
/**
 * A form's invalid body (400) and a limit's refusal (429) are the visitor's business, or a flood's: logged
 * as warnings, a flood would fill the log. Other client errors (401, 403, 404, …) stay warnings.
 */
const ROUTINE_CLIENT_ERRORS = new Set([400, 429]);
const SECRET_KEY_SET = new Set(SECRET_KEYS);
const CENSOR = '[redacted]';
/** Past this depth a logged object is cut off rather than walked. */
const MAX_DEPTH = 10;

/** 12 digits, optionally grouped 4-4-4 by a space (raw or URL-encoded), not inside a longer number. */
const AADHAAR_LIKE = /(?<!\d)\d{4}(?:\s|%20|\+)?\d{4}(?:\s|%20|\+)?\d{4}(?!\d)/g;
/** A query parameter named like an Aadhaar field: its value goes, whatever it is. */
const AADHAAR_QUERY_VALUE = /([?&][^=&#]*aadhaa?r[^=&#]*=)[^&#]*/gi;

/** Replaces every valid Aadhaar number in a text (a message, a URL). */
export function scrubAadhaar(text: string): string {
  return text.replace(AADHAAR_LIKE, (match) => (isValidAadhaar(match.replace(/%20|\s|\+/g, '')) ? CENSOR : match));
}

function scrubUrl(url: string): string {
  return scrubAadhaar(url.replace(AADHAAR_QUERY_VALUE, `$1${CENSOR}`));
}

const isPlainObject = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * A copy of a logged value with secret keys censored at any depth (pino's redact paths only reach the
 * depths they name) and Aadhaar numbers scrubbed from its strings. Only plain objects and arrays are
 * walked: requests, responses and errors go through their serializers.
 */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubAadhaar(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY_SET.has(key) || AADHAAR_KEY.test(key) ? CENSOR : redactDeep(item, depth + 1)]),
  );
}

/** Structured request logs (one line per request, no bodies) via nestjs-pino. */
export function loggingParams(config: AppConfig, stream?: DestinationStream): Params {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    formatters: { log: (object: Record<string, unknown>) => redactDeep(object) as Record<string, unknown> },
    hooks: {
      // Messages too (an error text quoting a request, say) lose any Aadhaar number they carry.
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubAadhaar(arg) : arg)));
      },
    },
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Only what an operator needs: never bodies, never headers (which carry tokens and cookies).
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string; headers?: Record<string, unknown> }) => ({
        id: req.id,
        method: req.method,
        url: scrubUrl(req.url),
        remoteAddress: req.remoteAddress,
        userAgent: req.headers?.['user-agent'],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req: IncomingMessage, res: { statusCode: number }, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 && !ROUTINE_CLIENT_ERRORS.has(res.statusCode) ? 'warn' : 'info',
  } as const;
  // '{*splat}' is Express 5's catch-all (nestjs-pino's default '*' triggers a legacy-route warning).
  return { pinoHttp: stream ? [options, stream] : options, forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }] };
}
