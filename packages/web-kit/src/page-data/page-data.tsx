import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** The element of a ready page (render/) holding the data its regions were drawn with. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** API answers by the path the browser asks for them ('/admin/gallery'), as the page was rendered with them. */
export type PageData = Readonly<Record<string, unknown>>;

const PageDataContext = createContext<PageData>({});

// Sources a mounted region has taken: a later visit to the page (client-side navigation) fetches afresh.
const taken = new Set<string>();

/** The data a ready page was rendered with (none on a page drawn in the browser). */
export function readEmbeddedPageData(): PageData {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as PageData) : {};
  } catch {
    return {};
  }
}

/** Provides the page's data to the regions below it: the shell in the browser, the server entries when rendering. */
export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

/**
 * What the page was rendered with for `source`, so a region's first render matches the HTML it takes
 * over (no spinner, no jump), or undefined: then it fetches as usual. `markTaken` (from an effect, once
 * mounted) makes later mounts fetch.
 */
export function usePageData<T>(source: string): { initial: T | undefined; markTaken: () => void } {
  const data = useContext(PageDataContext);
  const initial = taken.has(source) ? undefined : (data[source] as T | undefined);
  const markTaken = useCallback(() => void taken.add(source), [source]);
  return { initial, markTaken };
}

export type SourceState<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'error'; error: unknown };

/**
 * A public region's data (SPEC §4: loading, then loaded or error; `retry` loads again). On a ready page
 * the answer it was rendered with is shown at once (no spinner, the HTML kept as it is) and asked for again
 * behind it, since it may be a second old: a newer answer replaces it, a failure leaves it. `onLoaded`
 * sees every answer shown.
 */
export function useSourceData<T>(source: string, load: (signal: AbortSignal) => Promise<T>, onLoaded?: (value: T) => void): SourceState<T> & { retry: () => void } {
  const { initial, markTaken } = usePageData<T>(source);
  const [state, setState] = useState<SourceState<T>>(() => (initial !== undefined ? { status: 'loaded', value: initial } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const rendered = useRef(initial);
  const latest = useRef({ load, onLoaded });
  latest.current = { load, onLoaded };

  useEffect(() => {
    const shown = rendered.current;
    rendered.current = undefined;
    if (shown !== undefined) {
      latest.current.onLoaded?.(shown);
      markTaken();
    } else {
      setState({ status: 'loading' });
    }
    const controller = new AbortController();
    latest.current.load(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        latest.current.onLoaded?.(value);
        setState({ status: 'loaded', value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && shown === undefined) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt, markTaken]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
