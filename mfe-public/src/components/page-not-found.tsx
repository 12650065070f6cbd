import { NotFoundPage } from '@society/web-kit';
import { usePageMeta } from './page-meta';

/** SPEC §2's 404 page, as the public remote serves it (status 404 when rendered on the server). */
export function PageNotFound() {
  usePageMeta('Page not found', 'The page you are looking for may have moved, or the link may be mistyped.', { notFound: true });
  return <NotFoundPage />;
}
