import { Link } from 'react-router-dom';
import { ButtonLink } from '../ui/button';

/** SPEC §2 404 page; rendered by the shell and by the public remote's catch-all route. */
export function NotFoundPage() {
  return (
    <section className="wk-not-found" aria-labelledby="not-found-title">
      <p className="wk-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="wk-not-found__title">
        Oops! Page Not Found
      </h1>
      <p className="wk-not-found__text">
        The page you are looking for may have moved, or the link may be mistyped. These might help instead:
      </p>
      <ul className="wk-not-found__links">
        <li>
          <Link to="/publications">Read our publications</Link>
        </li>
        <li>
          <Link to="/support/donate">Donate to support a child's education</Link>
        </li>
      </ul>
      <ButtonLink to="/" size="lg">
        Back to Home
      </ButtonLink>
    </section>
  );
}
