import { useCallback, useEffect, useState } from 'react';

export interface PageLoad<P> {
  /** The last page loaded (kept on screen while the next one loads, so the table does not jump). */
  data: P | undefined;
  loading: boolean;
  error: unknown;
  /** Fetch the same page again (after a change, or Retry). */
  reload: () => void;
  /** Change the page on screen at once (a saved row), before or without a reload. */
  update: (change: (page: P) => P) => void;
}

/**
 * Loads a page of a list whenever its parameters change; an answer that arrives after the parameters moved
 * on is dropped, so fast clicking through pages always ends on the last page asked for.
 */
export function usePage<P>(fetcher: (params: Record<string, string>) => Promise<P>, params: Record<string, string>): PageLoad<P> {
  const [data, setData] = useState<P | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(undefined);
  const [attempt, setAttempt] = useState(0);
  const key = new URLSearchParams(params).toString();

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetcher(Object.fromEntries(new URLSearchParams(key))).then(
      (page) => {
        if (!active) return;
        setData(page);
        setError(undefined);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!active) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [fetcher, key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (page: P) => P) => setData((current) => (current === undefined ? current : change(current))), []);
  return { data, loading, error, reload, update };
}
