import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { frameText } from '@society/contracts';
import { ErrorBoundary, ErrorView, PageSpinner, useText } from '@society/web-kit';
import { loadRemoteApp } from './load-remote-app';
import { setRemoteFallbackModule } from './remote-fallback';
import type { RemoteName } from './remote-names';

const RetryContext = createContext<() => void>(() => window.location.reload());

/** The friendly page shown, inside the layout, in place of a remote that could not be loaded. */
export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const retryFromRoute = useContext(RetryContext);
  const t = useText(frameText);
  return (
    <div className="wk-container">
      <ErrorView
        headingLevel={1}
        title={t('remoteUnavailableTitle')}
        message={t('remoteUnavailableText')}
        retryLabel={t('tryAgain')}
        onRetry={onRetry ?? retryFromRoute}
      />
    </div>
  );
}

// What the errorLoadRemote runtime plugin hands back instead of a remote's App.
setRemoteFallbackModule({ default: () => <RemoteUnavailable /> });

/** webpack's error for a script or CSS file of a page (a chunk) that could not be downloaded. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

// A failed chunk stays failed inside the remote (React.lazy keeps the rejection), and after a
// redeploy its old file is gone for good: only a fresh page load gets the new files.
const reloadPage = () => window.location.reload();

/**
 * Mounts one remote's App. A failed load — seen by the runtime plugin, or thrown while loading or
 * rendering — shows RemoteUnavailable; 'Try again' starts a fresh load (a full page load when a
 * page's chunk failed). Moving to another path clears the error, so one broken page does not
 * hide the others.
 */
export function RemoteRoute({ name }: { name: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A new lazy component per attempt, so a retry really loads again.
  const RemoteApp = useMemo(() => lazy(() => loadRemoteApp(name)), [name, attempt]);

  return (
    <RetryContext.Provider value={retry}>
      <ErrorBoundary
        resetKey={`${attempt} ${pathname}`}
        fallback={(error) => <RemoteUnavailable onRetry={isChunkLoadError(error) ? reloadPage : retry} />}
      >
        <Suspense fallback={<PageSpinner label="Loading page" wholePage />}>
          <RemoteApp />
        </Suspense>
      </ErrorBoundary>
    </RetryContext.Provider>
  );
}
