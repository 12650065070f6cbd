import { RequestMethod } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/app-config';

const SECRET_KEYS = ['password', 'passwordHash', 'token', 'aadhar', 'aadhaar', 'aadharCard', 'aadhaarCard', 'aadharNumber', 'aadhaarNumber'];

/** Never logged in clear: credentials, tokens, cookies and Aadhaar numbers wherever they appear. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Structured request logs (one line per request, no bodies) via nestjs-pino. */
export function loggingParams(config: AppConfig, stream?: DestinationStream): Params {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Only what an operator needs: never bodies, never headers (which carry tokens and cookies).
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string; headers?: Record<string, unknown> }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
        userAgent: req.headers?.['user-agent'],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req: IncomingMessage, res: { statusCode: number }, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  } as const;
  // '{*splat}' is Express 5's catch-all (nestjs-pino's default '*' triggers a legacy-route warning).
  return { pinoHttp: stream ? [options, stream] : options, forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }] };
}
