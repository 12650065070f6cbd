import { useEffect } from 'react';
import type { GalleryItem } from '@society/contracts';
import { api, isApiError, useSourceData } from '@society/web-kit';

/** Browser-storage key of the cached list (SPEC §3). */
export const GALLERY_CACHE_KEY = 'galleryImages';

/** SPEC §8, public data views: gallery. */
export const GALLERY_MESSAGES = {
  invalidData: 'Invalid data format received from server',
  fetchFailed: 'Failed to fetch images',
  corruptCache: 'Failed to parse cached images',
} as const;

class InvalidGalleryDataError extends Error {}

/** Where the gallery is read (GET /api/admin/gallery, a public read); a ready page brings it along. */
export const GALLERY_SOURCE = '/admin/gallery';

/** GET /api/admin/gallery: must be a list (SPEC §7). */
export async function getGalleryItems(signal?: AbortSignal): Promise<GalleryItem[]> {
  const data = await api.get<unknown>(GALLERY_SOURCE, { signal });
  if (!Array.isArray(data)) throw new InvalidGalleryDataError(GALLERY_MESSAGES.invalidData);
  return data as GalleryItem[];
}

// Storage can throw (private mode, quota); the cache is a nicety, so its failures are ignored.
function clearCache() {
  try {
    localStorage.removeItem(GALLERY_CACHE_KEY);
  } catch {
    /* no storage */
  }
}

function writeCache(items: GalleryItem[]) {
  try {
    localStorage.setItem(GALLERY_CACHE_KEY, JSON.stringify(items));
  } catch {
    /* no storage */
  }
}

/** The cached copy: null when none, 'corrupt' when it cannot be read back as a list. */
function readCache(): GalleryItem[] | null | 'corrupt' {
  let raw: string | null;
  try {
    raw = localStorage.getItem(GALLERY_CACHE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as GalleryItem[]) : 'corrupt';
  } catch {
    return 'corrupt';
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof InvalidGalleryDataError) return GALLERY_MESSAGES.invalidData;
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return GALLERY_MESSAGES.fetchFailed;
}

export type GalleryState =
  | { status: 'loading' }
  | { status: 'loaded'; items: GalleryItem[] }
  | { status: 'error'; message: string };

/**
 * The gallery list with the browser-storage cache of SPEC §2/§4/§8: cleared on page entry and exit,
 * written after each successful fetch, read back when a fetch fails. On a ready page the list it was
 * rendered with is the first answer (loaded at once, nothing fetched).
 */
export function useGalleryItems(): GalleryState & { retry: () => void } {
  useEffect(() => {
    clearCache();
    return clearCache;
  }, []);
  const source = useSourceData(GALLERY_SOURCE, getGalleryItems, writeCache);
  if (source.status !== 'error') return source.status === 'loaded' ? { status: 'loaded', items: source.value, retry: source.retry } : source;
  // SPEC §8: the cached copy is tried, but the error view is shown regardless; only a copy that cannot
  // be read back changes what it says.
  const cached = readCache();
  return { status: 'error', message: cached === 'corrupt' ? GALLERY_MESSAGES.corruptCache : failureMessage(source.error), retry: source.retry };
}
