import {
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { apiText, JSON_BODY_LIMIT_BYTES } from '@society/contracts';
import express, { type RequestHandler } from 'express';

// Defined in the contracts, beside the upload limits the gateway's body sizes are made from.
export { JSON_BODY_LIMIT_BYTES };

/**
 * The shape a JSON body may have before the validation pipe sees it. No request of ours nests deeper than
 * `depth` (a deeper body would overflow the validator's recursion, a 500), has an object with more than
 * `keysPerObject` fields, or holds more than `values` values in all (keys, array items and leaves). The
 * pipe's transformer de-duplicates each object's keys at a cost that grows with their square (90,000 keys
 * held the event loop for 8 s), so a body past these is refused here, for the price of one walk.
 */
export const JSON_BODY_SHAPE = { depth: 32, keysPerObject: 100, values: 5_000 } as const;

const BODY_MESSAGES = apiText.en;

/**
 * What is wrong with a parsed body that JSON.parse accepted, or null: a shape past `shape`, or a string or
 * key with a lone UTF-16 surrogate (valid JSON escapes, but not text; validators throw on it).
 * Walked without recursion.
 */
export function jsonBodyProblem(value: unknown, shape: typeof JSON_BODY_SHAPE = JSON_BODY_SHAPE): string | null {
  const pending: Array<[unknown, number]> = [[value, 0]];
  let values = 1;
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      if (!current.isWellFormed()) return BODY_MESSAGES.bodyNotUnicode;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= shape.depth) return BODY_MESSAGES.bodyTooDeep;
    const keys = Array.isArray(current) ? null : Object.keys(current);
    if (keys && keys.length > shape.keysPerObject) return BODY_MESSAGES.bodyTooManyKeys;
    // A field counts twice (its key and its value), an array's item once.
    values += keys ? keys.length * 2 : (current as unknown[]).length;
    if (values > shape.values) return BODY_MESSAGES.bodyTooManyValues;
    if (!keys) {
      for (const child of current as unknown[]) pending.push([child, depth + 1]);
      continue;
    }
    for (const key of keys) {
      if (!key.isWellFormed()) return BODY_MESSAGES.bodyNotUnicode;
      pending.push([(current as Record<string, unknown>)[key], depth + 1]);
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
        const problem = jsonBodyProblem(req.body);
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
