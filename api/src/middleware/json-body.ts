import {
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import express, { type RequestHandler } from 'express';

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

/** express.json with its failures turned into clear HTTP errors for the exception filter. */
export function jsonBody(limitBytes = JSON_BODY_LIMIT_BYTES): RequestHandler {
  const parse = express.json({ limit: limitBytes });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (!error) {
        const problem = jsonBodyProblem(req.body, JSON_MAX_DEPTH);
        return next(problem ? new BadRequestException(problem) : undefined);
      }
      const { type, status } = error as { type?: string; status?: number };
      if (type === 'entity.too.large') {
        return next(new PayloadTooLargeException(`Request body is too large (limit ${limitBytes / (1024 * 1024)} MB).`));
      }
      if (type === 'entity.parse.failed') return next(new BadRequestException('Request body is not valid JSON.'));
      if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
        return next(new UnsupportedMediaTypeException('Unsupported request body encoding.'));
      }
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return next(new HttpException('The request body could not be read.', status));
      }
      return next(error);
    });
}
