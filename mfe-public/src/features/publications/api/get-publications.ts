import { pagesPublicationsText, type PublicationItem } from '@society/contracts';
import { api, isApiError, useSourceData } from '@society/web-kit';

/** Where the publications are read; a ready page brings them along. */
export const PUBLICATIONS_SOURCE = '/public/publications';

/** GET /api/public/publications (newest first). */
export async function getPublications(signal?: AbortSignal): Promise<PublicationItem[]> {
  const data = await api.get<unknown>(PUBLICATIONS_SOURCE, { signal });
  return Array.isArray(data) ? (data as PublicationItem[]) : [];
}

export type PublicationsState =
  | { status: 'loading' }
  | { status: 'loaded'; items: PublicationItem[] }
  | { status: 'error'; message: string };

export function usePublications(): PublicationsState & { retry: () => void } {
  const source = useSourceData(PUBLICATIONS_SOURCE, getPublications);
  if (source.status === 'loaded') return { status: 'loaded', items: source.value, retry: source.retry };
  // The API client's message: the server's own, else SPEC §8's general texts.
  if (source.status === 'error') return { status: 'error', message: isApiError(source.error) ? source.error.message : pagesPublicationsText.en.loadFailed, retry: source.retry };
  return source;
}
