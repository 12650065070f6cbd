import { useEffect } from 'react';
import { BrowserRouter, StaticRouter, useNavigate, useRoutes } from 'react-router-dom';
import type { PublicSiteSettings } from '@society/contracts';
import { PageDataProvider, setNavigator, SiteSettingsProvider, type PageData } from '@society/web-kit';
import { RouteErrorBoundary } from './route-error';
import { routes } from './routes';
import { ToastArea } from './staff-screens';

const NO_PAGE_DATA: PageData = {};

/** The routes, plus the API client's way to navigate (its 401 and logout): no full page reload. */
function SiteRoutes() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to, { replace: true })), [navigate]);
  return useRoutes(routes);
}

/**
 * The whole site. `location` is given only on the server (server.tsx renders the page for that
 * path); the browser follows its address bar. `settings` and `pageData` are those the page was
 * rendered with (none: fetched). Both trees have the same shape, so the browser takes over the
 * server's HTML as it is.
 */
export function App({ location, settings = null, pageData = NO_PAGE_DATA }: { location?: string; settings?: PublicSiteSettings | null; pageData?: PageData }) {
  const content = (
    // Errors in the layout itself; pages' errors are caught inside it.
    <RouteErrorBoundary>
      <SiteRoutes />
    </RouteErrorBoundary>
  );
  return (
    <SiteSettingsProvider initial={settings}>
      <ToastArea>
        <PageDataProvider data={pageData}>
          {location === undefined ? <BrowserRouter>{content}</BrowserRouter> : <StaticRouter location={location}>{content}</StaticRouter>}
        </PageDataProvider>
      </ToastArea>
    </SiteSettingsProvider>
  );
}
