import { pagesAboutText, type CoreTeamPublicMember } from '@society/contracts';
import { api, useSourceData } from '@society/web-kit';

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

/** Where the core team is read (GET /api/admin/coreteam, a public read); a ready page brings it along. */
export const CORE_TEAM_SOURCE = '/admin/coreteam';

/** GET /api/admin/coreteam (public read), already sorted by display order. */
export async function getCoreTeam(signal?: AbortSignal): Promise<CoreTeamPublicMember[]> {
  // A public page: a stale staff token must not send the visitor to /login.
  const data = await api.get<unknown>(CORE_TEAM_SOURCE, { signal, redirectOn401: false });
  if (!Array.isArray(data)) throw new Error(pagesAboutText.en.teamInvalidData);
  return data as CoreTeamPublicMember[];
}

export type CoreTeamState =
  | { status: 'loading' }
  | { status: 'loaded'; members: CoreTeamPublicMember[] }
  | { status: 'error'; message: string };

/** SPEC §4 core team grid: loading, then loaded or error; `retry` loads again. */
export function useCoreTeam(): CoreTeamState & { retry: () => void } {
  const source = useSourceData(CORE_TEAM_SOURCE, getCoreTeam);
  if (source.status === 'loaded') return { status: 'loaded', members: source.value, retry: source.retry };
  if (source.status === 'error') return { status: 'error', message: source.error instanceof Error ? source.error.message : String(source.error), retry: source.retry };
  return source;
}
