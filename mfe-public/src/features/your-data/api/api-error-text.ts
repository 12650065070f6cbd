import type { MESSAGES, Translate } from '@society/contracts';
import { isApiError } from '@society/web-kit';

/**
 * What a failed API call says on the page: the server's own message (already in the page's language), else
 * the SPEC §8 line for no response or any other failure, in the page's language; null when it was not the
 * API's failure (the page then says its own line).
 */
export function apiErrorText(error: unknown, messages: Translate<typeof MESSAGES>): string | null {
  if (!isApiError(error)) return null;
  return error.serverMessage ?? messages(error.status === 0 ? 'networkError' : 'genericError');
}
