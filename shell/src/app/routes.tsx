import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/login-page';
import { SetPasswordPage } from '../features/auth/components/set-password-page';
import { RemoteRoute } from '../features/federation/remote-route';
import { RequireRole } from './require-role';
import { RootLayout } from './root-layout';

/**
 * The shell's routes: login and set-password are its own; each dashboard is a remote behind its role check;
 * every other path belongs to the public remote, whose own catch-all shows the 404 page.
 */
export const routes: RouteObject[] = [
  {
    // RootLayout catches its pages' errors, so header and footer stay (route-error.tsx).
    element: <RootLayout />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'set-password', element: <SetPasswordPage /> },
      {
        path: 'admin-dashboard/*',
        element: (
          <RequireRole role="admin">
            <RemoteRoute name="mfe_admin" />
          </RequireRole>
        ),
      },
      {
        path: 'hr-dashboard/*',
        element: (
          <RequireRole role="hr">
            <RemoteRoute name="mfe_hr" />
          </RequireRole>
        ),
      },
      {
        path: 'member-dashboard/*',
        element: (
          <RequireRole role="team">
            <RemoteRoute name="mfe_team" />
          </RequireRole>
        ),
      },
      {
        path: 'volunteer-dashboard/*',
        element: (
          <RequireRole role="volunteer">
            <RemoteRoute name="mfe_volunteer" />
          </RequireRole>
        ),
      },
      { path: '*', element: <RemoteRoute name="mfe_public" /> },
    ],
  },
];
