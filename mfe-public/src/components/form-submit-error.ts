import { isApiError } from '@society/web-kit';

/** The texts of one form's rows in SPEC §8. */
export interface SubmitErrorTexts {
  /** 400 when the server sent no message. */
  badRequest: string;
  /** Fixed texts by status (409, 413, 415, 429, 500 ...), shown whatever the server said. */
  byStatus?: Partial<Record<number, string>>;
  /** No response at all. */
  noResponse: string;
  /** Any other status when the server sent no message. */
  other: string;
}

/** SPEC §8 for one form: fixed texts first, then the server's own message, then the form's fallback. */
export function submitErrorMessage(error: unknown, texts: SubmitErrorTexts): string {
  if (!isApiError(error)) return texts.other;
  if (error.status === 0) return texts.noResponse;
  const fixed = texts.byStatus?.[error.status];
  if (fixed) return fixed;
  if (error.status === 400) return error.serverMessage ?? texts.badRequest;
  return error.serverMessage ?? texts.other;
}

/** The API's per-field validation messages (first one each), to show beside the fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400 || !error.fieldErrors) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (Array.isArray(messages) && messages[0]) result[field] = messages[0];
  }
  return result;
}
