import { StrictMode, startTransition } from 'react';
import './app/shell.css';

/** Resolves in a later task: the browser may paint and answer a tap between pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates react-dom, the web kit and the app in tasks of their own: on a slow phone each is a long
 * piece of work, and together one long task. "eager": the modules come with this chunk, already
 * fetched; only their evaluation waits.
 */
async function start(container: HTMLElement) {
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { readEmbeddedPageData, readEmbeddedSiteSettings } = await import(/* webpackMode: "eager" */ '@society/web-kit');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  const app = (
    <StrictMode>
      <App settings={readEmbeddedSiteSettings()} pageData={readEmbeddedPageData()} />
    </StrictMode>
  );
  // Both in a transition, so React yields to the browser between pieces of work instead of one long
  // task on a slow phone.
  if (container.hasAttribute('data-rendered')) {
    // A visitor page arrives ready-made (render/): take it over as it is.
    // From here React answers taps (render/src/page-html.ts READY_PAGE_SCRIPT stops answering them).
    container.setAttribute('data-taken-over', '');
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A page drawn in the browser (a dashboard, the fallback page).
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
