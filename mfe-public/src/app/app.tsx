import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@society/web-kit';
import { PUBLIC_ROUTES } from './routes';
import './public.css';

/** The public remote's root, exposed as `./App`; the shell mounts it for every visitor path. */
export function PublicApp() {
  return (
    <Suspense fallback={<PageSpinner label="Loading page" />}>
      <Routes>
        {PUBLIC_ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </Suspense>
  );
}

export default PublicApp;
