import { useCallback, useEffect, useState } from 'react';
import type { CoreTeamPublicMember } from '@society/contracts';
import { api } from '@society/web-kit';

/** Where the API serves public uploads; a member's photo is a key under it. */
const PUBLIC_UPLOADS = '/api/uploads/public/';

/**
 * The URL of a member's photo, or null when there is none to show. The API may send the site path
 * ('/api/uploads/public/<key>') or the bare storage key ('<key>' or 'public/<key>'); anything else
 * (another site, a path outside the public uploads) is not shown.
 */
export function memberPhotoUrl(profilePhotoPath: string | null | undefined): string | null {
  const value = profilePhotoPath?.trim();
  if (!value || value.includes('..')) return null;
  if (value.startsWith(PUBLIC_UPLOADS)) return value;
  const key = value.replace(/^public\//, '');
  return /^[\w][\w./-]*$/.test(key) ? `${PUBLIC_UPLOADS}${key}` : null;
}

/** GET /api/admin/coreteam (public read), already sorted by display order. */
export async function getCoreTeam(signal?: AbortSignal): Promise<CoreTeamPublicMember[]> {
  // A public page: a stale staff token must not send the visitor to /login.
  const data = await api.get<unknown>('/admin/coreteam', { signal, redirectOn401: false });
  if (!Array.isArray(data)) throw new Error('Invalid data format received from server');
  return data as CoreTeamPublicMember[];
}

export type CoreTeamState =
  | { status: 'loading' }
  | { status: 'loaded'; members: CoreTeamPublicMember[] }
  | { status: 'error'; message: string };

/** SPEC §4 core team grid: loading, then loaded or error; `retry` loads again. */
export function useCoreTeam(): CoreTeamState & { retry: () => void } {
  const [state, setState] = useState<CoreTeamState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getCoreTeam(controller.signal)
      .then((members) => setState({ status: 'loaded', members }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
