import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@society/contracts';
import { toast } from '@society/web-kit';
import type { Applicant } from '../features/applicants/api/get-applicants';
import { loadDashboard, type DashboardData } from './load-dashboard';

export type DashboardState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: DashboardData };

/** The lists with `saved` (as the server returned it) in place of its older copy. */
function withApplicant(state: DashboardState, saved: Applicant): DashboardState {
  if (state.status !== 'ready') return state;
  const applicants = state.data.applicants.map((item) => (item._id === saved._id ? saved : item));
  return { status: 'ready', data: { ...state.data, applicants } };
}

/**
 * The dashboard's data. `retry` starts over (spinner, then the lists or the error view); `refresh`
 * reloads behind the current lists after a save, and only a toast tells of a failed refresh. An
 * applicant the save returned is shown at once, so the lists never offer a change from a status
 * it no longer has while the reload is under way (or after it failed).
 * Only the latest request's answer is used.
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
  const refresh = useCallback(
    (saved?: Applicant) => {
      if (saved) setState((current) => withApplicant(current, saved));
      void fetchAll(true);
    },
    [fetchAll],
  );
  return { state, retry, refresh };
}
