import { useCallback, useEffect, useState } from 'react';

/** One name for each state of what a staff screen loads: every list and detail reads it the same way. */
export type LoadState<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; data: T };

export interface Load<T> {
  state: LoadState<T>;
  /** Fetch again (Retry, or after a change made elsewhere). */
  reload: () => void;
  /** Change the loaded data in place after a successful add, edit or delete. */
  update: (change: (data: T) => T) => void;
}

/**
 * Runs `fetcher` on mount, again on `reload()` and whenever `fetcher` changes (pass a stable one:
 * useCallback or a module function). An answer that arrives after unmount, or after a newer call
 * started, is dropped, so the screen always shows the last thing asked for.
 */
export function useLoad<T>(fetcher: () => Promise<T>): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    fetcher().then(
      (data) => active && setState({ status: 'loaded', data }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [fetcher, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) => setState((current) => (current.status === 'loaded' ? { status: 'loaded', data: change(current.data) } : current)),
    [],
  );
  return { state, reload, update };
}
