import { webkitText } from '@society/contracts';
import { LocalLink, useText } from '../i18n/i18n';
import { ButtonLink } from '../ui/button';

/** SPEC §2 404 page; rendered by the shell and by the public remote's catch-all route. */
export function NotFoundPage() {
  const t = useText(webkitText);
  return (
    <section className="wk-not-found" aria-labelledby="not-found-title">
      <p className="wk-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="wk-not-found__title">
        {t('notFoundTitle')}
      </h1>
      <p className="wk-not-found__text">
        {t('notFoundText')}
      </p>
      <ul className="wk-not-found__links">
        <li>
          <LocalLink to="/publications">{t('notFoundPublications')}</LocalLink>
        </li>
        <li>
          <LocalLink to="/support/donate">{t('notFoundDonate')}</LocalLink>
        </li>
      </ul>
      <ButtonLink to="/" size="lg">
        {t('backHome')}
      </ButtonLink>
    </section>
  );
}
