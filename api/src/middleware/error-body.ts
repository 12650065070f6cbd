import { HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES, type ApiErrorBody } from '@society/contracts';
import { isDuplicateKey } from '../database/duplicate-key';

export const SERVICE_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again.';
export const DUPLICATE_MESSAGE = 'A record with this value already exists.';

const UNAVAILABLE_ERROR_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClosedError',
  'MongoPoolClearedError',
  'MongoServerClosedError',
  'MongoWaitQueueTimeoutError',
]);
const UNAVAILABLE_MONGOOSE_MESSAGE = /buffering timed out|before initial connection|connection .*closed|client must be connected/i;
/**
 * Socket errors the MongoDB driver (6.x) sometimes passes on unwrapped: writing a command to a connection
 * the database has just closed throws Node's own EPIPE ('This socket has been ended by the other party').
 */
const UNAVAILABLE_SOCKET_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT']);

interface NamedError {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  path?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message, code } = error as NamedError;
  // A bulk write (insertMany) that could not reach the server wraps the driver's own error.
  const wrapped = (error as { errorResponse?: unknown }).errorResponse;
  if (name === 'MongoBulkWriteError' && wrapped instanceof Error) return isDatabaseUnavailable(wrapped);
  if (typeof name === 'string' && UNAVAILABLE_ERROR_NAMES.has(name)) return true;
  if (typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  return name === 'MongooseError' && typeof message === 'string' && UNAVAILABLE_MONGOOSE_MESSAGE.test(message);
}

function fromHttpException(exception: HttpException): ApiErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode, message: response };
  const { message, errors } = response as { message?: unknown; errors?: unknown };
  const text = Array.isArray(message) ? message[0] : message;
  const body: ApiErrorBody = { statusCode, message: typeof text === 'string' && text ? text : exception.message };
  if (errors && typeof errors === 'object') body.errors = errors as Record<string, string[]>;
  return body;
}

function fromMongooseValidation(errors: Record<string, { message?: string }>): ApiErrorBody {
  const byField: Record<string, string[]> = {};
  for (const [field, error] of Object.entries(errors)) byField[field] = [String(error.message ?? `${field} is invalid`)];
  const first = Object.values(byField)[0]?.[0] ?? 'Invalid data.';
  return { statusCode: HttpStatus.BAD_REQUEST, message: first, errors: byField };
}

/**
 * Turns anything thrown into the one error body the API sends. `known` is false for errors we did not
 * anticipate: those are answered with a generic 500 and logged in full, never sent.
 */
export function toErrorBody(exception: unknown): { body: ApiErrorBody; known: boolean } {
  if (exception instanceof HttpException) return { body: fromHttpException(exception), known: true };
  if (isDatabaseUnavailable(exception)) {
    return { body: { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: SERVICE_UNAVAILABLE_MESSAGE }, known: true };
  }
  const { name, path, errors } = (exception ?? {}) as NamedError;
  if (name === 'CastError') {
    const field = path === '_id' || typeof path !== 'string' ? 'id' : path;
    return { body: { statusCode: HttpStatus.BAD_REQUEST, message: `Invalid ${field}` }, known: true };
  }
  if (name === 'ValidationError' && errors && typeof errors === 'object') {
    return { body: fromMongooseValidation(errors as Record<string, { message?: string }>), known: true };
  }
  if (isDuplicateKey(exception)) return { body: { statusCode: HttpStatus.CONFLICT, message: DUPLICATE_MESSAGE }, known: true };
  return { body: { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: MESSAGES.genericError }, known: false };
}
