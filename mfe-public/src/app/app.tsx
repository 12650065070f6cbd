import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@society/web-kit';
import { PUBLIC_ROUTES, hindiRoutePath } from './routes';
import './public.css';

/** The public remote's root, exposed as `./App`; the shell mounts it for every visitor path. */
export function PublicApp() {
  return (
    <Suspense fallback={<PageSpinner label="Loading page" />}>
      <Routes>
        {PUBLIC_ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        {/* The same pages in Hindi under /hi: each page reads its language from the path (useLocale). */}
        {PUBLIC_ROUTES.map(({ path, element }) => (
          <Route key={`hi/${path}`} path={hindiRoutePath(path)} element={element} />
        ))}
      </Routes>
    </Suspense>
  );
}

export default PublicApp;
