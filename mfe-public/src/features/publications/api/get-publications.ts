import { useEffect, useState } from 'react';
import type { PublicationItem } from '@society/contracts';
import { api, isApiError } from '@society/web-kit';

/** GET /api/public/publications (newest first). */
export async function getPublications(signal?: AbortSignal): Promise<PublicationItem[]> {
  const data = await api.get<unknown>('/public/publications', { signal });
  return Array.isArray(data) ? (data as PublicationItem[]) : [];
}

export type PublicationsState =
  | { status: 'loading' }
  | { status: 'loaded'; items: PublicationItem[] }
  | { status: 'error'; message: string };

export function usePublications(): PublicationsState & { retry: () => void } {
  const [state, setState] = useState<PublicationsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPublications(controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', items });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The API client's message: the server's own, else SPEC §8's general texts.
        setState({ status: 'error', message: isApiError(error) ? error.message : 'Failed to load publications.' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
