import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD_PATH_BY_ROLE, type DashboardRole } from '@society/contracts';
import { RemoteRoute } from '../features/federation/remote-route';
import { RequireRole } from './require-role';
import { RootLayout } from './root-layout';
import { StaffScreens } from './staff-screens';

// Loaded when asked for: they raise toasts, which visitor pages never load (staff-screens.tsx), and their
// words are not the home page's.
const LoginPage = lazy(() => import('../features/auth/components/login-page').then((login) => ({ default: login.LoginPage })));
const SetPasswordPage = lazy(() => import('../features/auth/components/set-password-page').then((page) => ({ default: page.SetPasswordPage })));

/** Each dashboard's remote, by the role that owns it (its path: DASHBOARD_PATH_BY_ROLE). */
const DASHBOARD_REMOTES = { admin: 'mfe_admin', hr: 'mfe_hr', team: 'mfe_team', volunteer: 'mfe_volunteer' } as const satisfies Record<DashboardRole, string>;
const DASHBOARD_ROLES = Object.keys(DASHBOARD_REMOTES) as DashboardRole[];
/** The dashboards also at /hi/...: the volunteer's portal and the team's class register (issue 44). */
const HINDI_DASHBOARD_ROLES: DashboardRole[] = ['volunteer', 'team'];

/**
 * The shell's routes: login and set-password are its own; each dashboard is a remote behind its role check;
 * every other path belongs to the public remote, whose own catch-all shows the 404 page. The staff
 * screens share a layout that opens the toast area.
 */
export const routes: RouteObject[] = [
  {
    // RootLayout catches its pages' errors, so header and footer stay (route-error.tsx).
    element: <RootLayout />,
    children: [
      {
        element: <StaffScreens />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'set-password', element: <SetPasswordPage /> },
          // In Hindi too: a volunteer signs in, sets a password and uses the portal under /hi, and a teacher keeps the
          // class register there (the other staff dashboards stay English).
          { path: 'hi/login', element: <LoginPage /> },
          { path: 'hi/set-password', element: <SetPasswordPage /> },
          ...HINDI_DASHBOARD_ROLES.map((role) => ({
            path: `hi${DASHBOARD_PATH_BY_ROLE[role]}/*`,
            element: (
              <RequireRole role={role}>
                <RemoteRoute name={DASHBOARD_REMOTES[role]} />
              </RequireRole>
            ),
          })),
          ...DASHBOARD_ROLES.map((role) => ({
            path: `${DASHBOARD_PATH_BY_ROLE[role].slice(1)}/*`,
            element: (
              <RequireRole role={role}>
                <RemoteRoute name={DASHBOARD_REMOTES[role]} />
              </RequireRole>
            ),
          })),
        ],
      },
      { path: '*', element: <RemoteRoute name="mfe_public" /> },
    ],
  },
];
