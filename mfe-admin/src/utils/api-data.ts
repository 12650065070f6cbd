import { ApiError, isApiError } from '@society/web-kit';
import { ADMIN_MESSAGES } from '../config/messages';

/** A list endpoint that answers anything but a list is treated as a failed call. */
export function expectList<T>(data: unknown): T[] {
  if (!Array.isArray(data)) throw new ApiError(502, ADMIN_MESSAGES.invalidList, ADMIN_MESSAGES.invalidList);
  return data as T[];
}

/** The server's own message, else the caller's fallback (SPEC §8 'server message, else ...'). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (isApiError(error) && error.serverMessage) || fallback;
}

/** 'Error {status or 503} : {server message or Service Unavailable}' (SPEC §8, gallery and publications). */
export function statusErrorMessage(error: unknown): string {
  const status = isApiError(error) && error.status > 0 ? error.status : 503;
  return `Error ${status} : ${serverMessageOr(error, 'Service Unavailable')}`;
}

/** Pulls the message out of an error body the way the web kit's client does. */
export function messageOfBody(body: unknown): string | undefined {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).message : undefined;
  if (typeof raw === 'string' && raw.trim()) return raw;
  if (Array.isArray(raw) && raw.every((item) => typeof item === 'string')) return raw.join(', ');
  return undefined;
}
