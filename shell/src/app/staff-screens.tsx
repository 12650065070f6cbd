import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '@society/web-kit';

// Toasts come with '@society/web-kit/staff' (react-hot-toast among it). Only the sign-in pages and the
// dashboards raise them, so a visitor's page never downloads them.
const AppToaster = lazy(() => import('@society/web-kit/staff').then((staff) => ({ default: staff.AppToaster })));

const OpenToastArea = createContext<() => void>(() => undefined);

/**
 * The page's toast area, shown from the first staff screen on. It then stays, so a toast outlives the
 * way home (the login page's 'Unauthorized role' is read on the home page).
 */
export function ToastArea({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openArea = useCallback(() => setOpen(true), []);
  return (
    <OpenToastArea.Provider value={openArea}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </OpenToastArea.Provider>
  );
}

/** The layout of the sign-in pages and the dashboards: it opens the toast area and waits for its page's code. */
export function StaffScreens() {
  const openArea = useContext(OpenToastArea);
  useEffect(openArea, [openArea]);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
