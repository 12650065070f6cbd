import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES, type ApplicantCounts } from '@society/contracts';
import { toast } from '@society/web-kit/staff';
import { loadDashboard, type DashboardData } from './load-dashboard';

export type DashboardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: DashboardData };

/**
 * The dashboard's data. `retry` starts over (spinner, then the lists or the error view); `refresh`
 * reloads behind the current lists after a save, and only a toast tells of a failed refresh;
 * `setCounts` takes the applicant counts an applicant tab's page brought. Only the latest request's
 * answer is used.
 */
export function useDashboard() {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const latest = useRef(0);

  const fetchAll = useCallback(async (background: boolean) => {
    const request = (latest.current += 1);
    if (!background) setState({ status: 'loading' });
    try {
      const data = await loadDashboard();
      if (request === latest.current) setState({ status: 'ready', data });
    } catch (error) {
      if (request !== latest.current) return;
      console.error('Loading the HR dashboard failed', error);
      if (background) toast.error(MESSAGES.dashboardLoadFailed);
      else setState({ status: 'error' });
    }
  }, []);

  useEffect(() => {
    void fetchAll(false);
    return () => {
      // A late answer after leaving the page is dropped.
      latest.current += 1;
    };
  }, [fetchAll]);

  const retry = useCallback(() => void fetchAll(false), [fetchAll]);
  const refresh = useCallback(() => void fetchAll(true), [fetchAll]);
  const setCounts = useCallback(
    (counts: ApplicantCounts) => setState((current) => (current.status === 'ready' ? { status: 'ready', data: { ...current.data, counts } } : current)),
    [],
  );
  return { state, retry, refresh, setCounts };
}
