import { pagesNotFoundText } from '@society/contracts';
import { NotFoundPage, useText } from '@society/web-kit';
import { usePageMeta } from './page-meta';

/** SPEC §2's 404 page, as the public remote serves it (status 404 when rendered on the server), in the page's language. */
export function PageNotFound() {
  const t = useText(pagesNotFoundText);
  usePageMeta(t('metaTitle'), t('metaDescription'), { notFound: true });
  return <NotFoundPage />;
}
