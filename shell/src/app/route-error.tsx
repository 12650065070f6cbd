import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error page (SPEC §2): headed 'Unexpected Application Error!', with the status or message. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="wk-container">
      <section className="wk-error-view" role="alert">
        <h1 className="wk-error-view__title">Unexpected Application Error!</h1>
        <p className="wk-error-view__message">
          <code>{describe(error)}</code>
        </p>
        <Link to="/" className="wk-btn wk-btn--secondary wk-btn--md" reloadDocument>
          Back to Home
        </Link>
      </section>
    </div>
  );
}
