import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, parsePath, RouterProvider } from 'react-router-dom';
import { WithSiteSettings } from '@society/web-kit/src/testing/site-settings';

const MARKED_PATHS = ['/', '/login', '/admin-dashboard', '/hr-dashboard', '/member-dashboard', '/volunteer-dashboard'];

/**
 * Renders `element` on every path of a memory router that starts at `path`; a marker names the
 * path after a redirect ('at /login'), so a test can see where the user went. The test society's
 * settings are provided, as a ready page brings them. `state`: the router state the page was opened with.
 */
export function renderAt(element: ReactElement, { path = '/', state }: { path?: string; state?: unknown } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            {element}
            <Outlet />
          </>
        ),
        children: [
          ...MARKED_PATHS.map((marked) => ({ path: marked, element: <p>at {marked}</p> })),
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [{ ...parsePath(path), state }] },
  );
  return {
    router,
    ...render(
      <WithSiteSettings>
        <RouterProvider router={router} />
      </WithSiteSettings>,
    ),
  };
}
