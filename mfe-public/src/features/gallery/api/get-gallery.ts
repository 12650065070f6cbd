import { useEffect } from 'react';
import { DEFAULT_GALLERY_CATEGORY, GALLERY_FILTERS, GALLERY_PAGE_SIZE, PAGE_MAX, type GalleryFilter, type GalleryItem, type Page } from '@society/contracts';
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

/** The page of the gallery a visitor asked for by its address (/gallery?category=Campaigns&page=2). */
export interface GalleryView {
  category: GalleryFilter;
  page: number;
}

/** The view an address asks for: an unknown category or page reads as the first page of Events (SPEC §2). */
export function galleryView(search: string | URLSearchParams): GalleryView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const category = params.get('category');
  const page = Number(params.get('page') ?? '1');
  return {
    category: GALLERY_FILTERS.includes(category as GalleryFilter) ? (category as GalleryFilter) : DEFAULT_GALLERY_CATEGORY,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The address of a view, as links and the filter's form lead to it (the first page of Events is plain /gallery). */
export function galleryViewSearch({ category, page }: GalleryView): string {
  const params = new URLSearchParams();
  if (category !== DEFAULT_GALLERY_CATEGORY) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Where a view's photos are read (GET /api/admin/gallery, a public read, one page of a category); a ready
 * page brings that read along under the same name (mfe-public/src/server.tsx).
 */
export function gallerySource({ category, page }: GalleryView): string {
  return `/admin/gallery?${new URLSearchParams({ category, page: String(page), pageSize: String(GALLERY_PAGE_SIZE) }).toString()}`;
}

function isGalleryPage(data: unknown): data is Page<GalleryItem> {
  const page = data as Page<GalleryItem> | null;
  return typeof page === 'object' && page !== null && Array.isArray(page.items) && typeof page.total === 'number';
}

/** One page of the gallery: must be a page with a list of items (SPEC §7). */
export async function getGalleryPage(source: string, signal?: AbortSignal): Promise<Page<GalleryItem>> {
  const data = await api.get<unknown>(source, { signal });
  if (!isGalleryPage(data)) throw new InvalidGalleryDataError(GALLERY_MESSAGES.invalidData);
  return data;
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
  | { status: 'loaded'; page: Page<GalleryItem> }
  | { status: 'error'; message: string };

/**
 * The view's page of photos with the browser-storage cache of SPEC §2/§4/§8: cleared on page entry and exit,
 * written after each successful fetch, read back when a fetch fails. On a ready page the page it was
 * rendered with is the first answer (loaded at once, nothing fetched).
 */
export function useGalleryPage(view: GalleryView): GalleryState & { retry: () => void } {
  useEffect(() => {
    clearCache();
    return clearCache;
  }, []);
  const source = gallerySource(view);
  const loaded = useSourceData(source, (signal) => getGalleryPage(source, signal), (page) => writeCache(page.items));
  if (loaded.status !== 'error') return loaded.status === 'loaded' ? { status: 'loaded', page: loaded.value, retry: loaded.retry } : loaded;
  // SPEC §8: the cached copy is tried, but the error view is shown regardless; only a copy that cannot
  // be read back changes what it says.
  const cached = readCache();
  return { status: 'error', message: cached === 'corrupt' ? GALLERY_MESSAGES.corruptCache : failureMessage(loaded.error), retry: loaded.retry };
}
