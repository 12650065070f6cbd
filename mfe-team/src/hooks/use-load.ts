import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` on mount and on `retry()`; `change()` edits the loaded data in place after a save.
 * An answer that arrives after unmount (or after a newer attempt started) is ignored.
 */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const change = useCallback(
    (edit: (data: T) => T) => setState((now) => (now.status === 'ready' ? { status: 'ready', data: edit(now.data) } : now)),
    [],
  );
  return { state, retry, change };
}
