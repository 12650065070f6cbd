import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppToaster, setNavigator } from '@society/web-kit';
import { routes } from './routes';

function createRouter() {
  const router = createBrowserRouter(routes);
  // The API client's 401 and logout navigate through the router: no full page reload.
  setNavigator((to) => void router.navigate(to, { replace: true }));
  return router;
}

export function App() {
  const [router] = useState(createRouter);
  return (
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>
  );
}
