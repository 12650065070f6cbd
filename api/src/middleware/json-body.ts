import {
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler } from 'express';

/** Default ceiling for JSON bodies; multipart routes set their own limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** No request of ours nests deeper; a deeper body would overflow the validator's recursion (a 500). */
export const JSON_MAX_DEPTH = 32;

/**
 * What is wrong with a parsed body that JSON.parse accepted, or null: nesting deeper than maxDepth, or a
 * string or key with a lone UTF-16 surrogate (valid JSON escapes, but not text; validators throw on it).
 * Walked without recursion.
 */
export function jsonBodyProblem(value: unknown, maxDepth: number): string | null {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (!current.isWellFormed()) return 'Request body contains text that is not valid Unicode.';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return 'Request body is nested too deeply.';
    for (const [key, child] of Object.entries(current)) {
      if (!key.isWellFormed()) return 'Request body contains text that is not valid Unicode.';
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

/** A body the fast path below reads: JSON in UTF-8 (said or implied), neither compressed nor chunked. */
const PLAIN_JSON = /^application\/json[\t ]*(?:;[\t ]*charset[\t ]*=[\t ]*"?utf-8"?[\t ]*)?$/i;
/** What JSON.parse and body-parser take for whitespace before the first character. */
const FIRST_CHARACTER = /^[\x20\x09\x0a\x0d]*(.)/;

const unreadable = (status = 400) => new HttpException('The request body could not be read.', status);

/**
 * Reads a small plain JSON body as body-parser would (strict: an object or an array; a byte-order mark
 * skipped; an empty body is {}), without its streams and decoders: the common body, read for less.
 */
function readPlainJson(req: Request, length: number, done: (error?: HttpException) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let settled = false;
  const settle = (error?: HttpException) => {
    if (settled) return;
    settled = true;
    done(error);
  };
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    chunks.push(chunk);
  });
  req.once('aborted', () => settle(unreadable()));
  req.once('error', () => settle(unreadable()));
  req.once('end', () => {
    if (received !== length) return settle(unreadable());
    let text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received)).toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (text.length === 0) {
      req.body = {};
      return settle();
    }
    const first = FIRST_CHARACTER.exec(text)?.[1];
    try {
      if (first !== '{' && first !== '[') throw new SyntaxError('not an object or an array');
      req.body = JSON.parse(text) as unknown;
    } catch {
      return settle(new BadRequestException('Request body is not valid JSON.'));
    }
    settle();
  });
}

/** express.json with its failures turned into clear HTTP errors for the exception filter. */
export function jsonBody(limitBytes = JSON_BODY_LIMIT_BYTES): RequestHandler {
  const parse = express.json({ limit: limitBytes });
  const checked = (req: Request, next: NextFunction) => {
    const problem = jsonBodyProblem(req.body, JSON_MAX_DEPTH);
    next(problem ? new BadRequestException(problem) : undefined);
  };
  return (req, res, next) => {
    const { 'content-type': type, 'content-length': declared, 'content-encoding': encoding, 'transfer-encoding': chunked } = req.headers;
    const length = Number(declared);
    if (type && PLAIN_JSON.test(type) && !encoding && !chunked && Number.isInteger(length) && length > 0 && length <= limitBytes) {
      readPlainJson(req, length, (error) => (error ? next(error) : checked(req, next)));
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (!error) return checked(req, next);
      const { type, status } = error as { type?: string; status?: number };
      if (type === 'entity.too.large') {
        return next(new PayloadTooLargeException(`Request body is too large (limit ${limitBytes / (1024 * 1024)} MB).`));
      }
      if (type === 'entity.parse.failed') return next(new BadRequestException('Request body is not valid JSON.'));
      if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
        return next(new UnsupportedMediaTypeException('Unsupported request body encoding.'));
      }
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return next(unreadable(status));
      }
      return next(error);
    });
  };
}
