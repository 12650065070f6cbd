import type { ReactNode } from 'react';
import { frameText, localizedPath, translator } from '@society/contracts';
import { ErrorBoundary, useLocale } from '@society/web-kit';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The error page (SPEC §2): headed 'Unexpected Application Error!', with the message. */
export function RouteErrorView({ error }: { error: unknown }) {
  // Never waits for a language chunk (a failed load may be what broke): Hindi if loaded, else English.
  const locale = useLocale();
  const t = translator(frameText, locale);
  return (
    <div className="wk-container">
      <section className="wk-error-view" role="alert">
        <h1 className="wk-error-view__title">{t('errorTitle')}</h1>
        <p className="wk-error-view__message">
          <code>{describe(error)}</code>
        </p>
        {/* A full load: whatever broke starts afresh. */}
        <a href={localizedPath('/', locale)} className="wk-btn wk-btn--secondary wk-btn--md">
          {t('backHome')}
        </a>
      </section>
    </div>
  );
}

/**
 * Shows RouteErrorView in place of a page that throws while rendering; moving to another path
 * (resetKey) tries again. The site uses React Router's declarative routes (the data router's
 * errorElement would cost ~16 KB gzip on every first visit), so this boundary does that job.
 */
export function RouteErrorBoundary({ resetKey, children }: { resetKey?: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(error) => <RouteErrorView error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
