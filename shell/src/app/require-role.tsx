import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { DashboardRole } from '@society/contracts';
import { useLocalPath, useSession } from '@society/web-kit';
import type { ReturnState } from '../features/auth/return-path';

/**
 * Client-side role check of SPEC §6, done before a staff remote is even requested: a visitor, or
 * a staff member of another role, is sent to /login and their browser never fetches this remote; the login
 * brings them back to the page they asked for. (The API enforces roles for real.)
 */
export function RequireRole({ role, children }: { role: DashboardRole; children: ReactNode }) {
  const user = useSession((state) => state.user);
  const local = useLocalPath();
  const { pathname, search } = useLocation();
  // From the Hindi volunteer dashboard, to the Hindi login.
  if (user?.role !== role) return <Navigate to={local('/login')} replace state={{ from: `${pathname}${search}` } satisfies ReturnState} />;
  return <>{children}</>;
}
