import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { frameText, webkitText } from '@society/contracts';
import { useLocale, useText } from '@society/web-kit';
import { AnnouncementTicker } from '../features/layout/components/announcement-ticker';
import { MainNav } from '../features/layout/components/main-nav';
import { DocumentLanguage, RememberedLanguage } from '../features/layout/components/page-language';
import { SiteFooter } from '../features/layout/components/site-footer';
import { TopStrip } from '../features/layout/components/top-strip';
import { RouteErrorBoundary } from './route-error';

/**
 * Scroll to the top on every path change (SPEC §2). Never on the first render: the server-drawn
 * page may be hydrated after the visitor began to scroll it, and must not jump back.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The frame of every page (SPEC §1): header, ticker, the page, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  // The kit's words (spinners, errors, dialogs) come with the frame's, fetched side by side: a Hindi
  // page never shows them in English first, and the browser draws them as the server did.
  webkitText.load(useLocale()).catch(() => undefined);
  const t = useText(frameText);
  useText(webkitText);
  return (
    <div className="sh-page">
      <ScrollToTop />
      <DocumentLanguage />
      <RememberedLanguage />
      <a className="sh-skip-link" href="#main">
        {t('skipLink')}
      </a>
      <header className="sh-header">
        <TopStrip />
      </header>
      <MainNav />
      <AnnouncementTicker />
      <main id="main" className="sh-main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
