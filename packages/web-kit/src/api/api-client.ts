import { MESSAGES } from '@society/contracts';
import { endSessionOn401 } from '../session/end-session-on-401';
import { useSession } from '../session/session-store';
import { ApiError } from './api-error';
import { currentLocale } from '../i18n/i18n';

/** All calls go to the site's own host under /api (SPEC §7). */
export const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether a 401 ends the session and goes to /login (default true). The login call turns it
   * off: its 401 means wrong credentials, and the form must show that message.
   */
  redirectOn401?: boolean;
}

/** '/api/public/x', 'public/x' and '/public/x' all mean `${API_BASE}/public/x`. */
export function apiUrl(path: string): string {
  const withoutApi = path.replace(/^\/?api(?=\/|$)/, '');
  const clean = withoutApi.startsWith('/') ? withoutApi : `/${withoutApi}`;
  return `${API_BASE}${clean === '/' ? '' : clean}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!text) return undefined;
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return text;
}

function toApiError(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const raw = record.message;
  const serverMessage =
    typeof raw === 'string' && raw.trim() ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw.join(', ') : undefined;
  const fieldErrors =
    record.errors && typeof record.errors === 'object' ? (record.errors as Record<string, string[]>) : undefined;
  return new ApiError(status, serverMessage ?? MESSAGES.genericError, serverMessage, fieldErrors);
}

/** The one way the fronts talk to the API. Resolves with the parsed body; rejects with ApiError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, redirectOn401 = true } = options;
  // The API answers in the page's language (its messages, and the mails of a record it stores).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale(), ...options.headers };
  // A caller's own Authorization (revoking a token that is no longer the session's) wins.
  const token = headers.Authorization ? null : useSession.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method, headers, body: payload, credentials: 'include', signal });
  } catch (error) {
    // A cancelled request is the caller's decision, not a network failure.
    if (signal?.aborted) throw error;
    console.error(`API ${method} ${path} failed: no response`, error);
    throw new ApiError(0, MESSAGES.networkError);
  }

  const data = await readBody(response).catch(() => undefined);
  if (response.ok) return data as T;

  if (response.status === 401 && redirectOn401) endSessionOn401(token);
  throw toApiError(response.status, data);
}

/** Short forms of apiRequest for each method. */
export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** A file fetched from the API: its bytes and the name to save it under. */
export interface FetchedFile {
  blob: Blob;
  /** From the server's Content-Disposition, else the caller's fallback. */
  fileName: string;
}

/**
 * A private file of a staff route (a receipt, a CSV, a signed consent form, a certificate). The client above
 * reads JSON or text, so this fetches itself with the same rules: the bearer token, and a 401 ends the
 * session. The name comes from the server's Content-Disposition, else `fallbackName`.
 */
export async function fetchFile(path: string, fallbackName: string): Promise<FetchedFile> {
  const token = useSession.getState().token;
  const response = await fetch(apiUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' }).catch(
    (error: unknown) => {
      console.error(`The file ${path} could not be fetched: no response`, error);
      throw new ApiError(0, MESSAGES.networkError);
    },
  );
  if (!response.ok) {
    if (response.status === 401) endSessionOn401(token);
    throw toApiError(response.status, await readBody(response).catch(() => undefined));
  }
  const fileName = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** Hands a file to the browser as a download: an object URL and a temporary <a download>. */
export function saveFile({ blob, fileName }: FetchedFile): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  // Released a little later: some browsers read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

/** A private file of a staff route, fetched (see fetchFile) and handed to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  saveFile(await fetchFile(path, fallbackName));
}
