import { useCallback, useEffect, useState } from 'react';

export type ListState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: T[] };

/** A tab's own list: loaded when the tab opens, again on `reload()` (after a decision); a late answer is dropped. */
export function useList<T>(load: () => Promise<T[]>) {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (items) => live && setState({ status: 'ready', items }),
      (error: unknown) => {
        console.error('Loading a list failed', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [load, round]);
  return { state, reload: useCallback(() => setRound((value) => value + 1), []) };
}
