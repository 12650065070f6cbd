import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorView, isApiError, PageSpinner } from '@society/web-kit';
import { useLoad, type Load } from '@society/web-kit/staff';
import { useTeamText } from '../hooks/use-team-text';
import { useSyncStatus } from '../offline';

/** A fetch that failed for want of a network (no answer at all), not one the server refused. */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

/** useLoad for a screen that needs the network: loads again by itself when the network comes back. */
export function useNetworkLoad<T>(fetcher: () => Promise<T>): Load<T> {
  const load = useLoad(fetcher);
  const { online } = useSyncStatus();
  const wasOnline = useRef(online);
  const { reload } = load;
  useEffect(() => {
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);
  return load;
}

/** Says plainly that a screen needs the network. */
export function NetworkNeeded() {
  const t = useTeamText();
  return <p className="team-notice">{t('needsNetwork')}</p>;
}

export interface NetworkViewProps<T> {
  load: Load<T>;
  /** What the spinner says while it loads. */
  label: string;
  children: (data: T) => ReactNode;
}

/** What a network screen shows: its data, or that it needs the network, a failure with Retry, or a spinner. */
export function NetworkView<T>({ load, label, children }: NetworkViewProps<T>) {
  const t = useTeamText();
  const { online } = useSyncStatus();
  const { state } = load;
  if (state.status === 'loaded') return <>{children(state.data)}</>;
  if (!online || (state.status === 'failed' && isNetworkError(state.error))) return <NetworkNeeded />;
  if (state.status === 'failed') return <ErrorView message={t('loadFailed')} onRetry={load.reload} headingLevel={3} />;
  return <PageSpinner label={label} />;
}
