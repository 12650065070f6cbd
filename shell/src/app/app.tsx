import { useEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router-dom';
import { AppToaster, setNavigator } from '@society/web-kit';
import { RouteErrorBoundary } from './route-error';
import { routes } from './routes';

/** The routes, plus the API client's way to navigate (its 401 and logout): no full page reload. */
function SiteRoutes() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to, { replace: true })), [navigate]);
  return useRoutes(routes);
}

export function App() {
  return (
    <>
      <BrowserRouter>
        {/* Errors in the layout itself; pages' errors are caught inside it. */}
        <RouteErrorBoundary>
          <SiteRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
      <AppToaster />
    </>
  );
}
