import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readEmbeddedPageData, readEmbeddedSiteSettings } from '@society/web-kit';
import { App } from './app/app';
import './app/shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App settings={readEmbeddedSiteSettings()} pageData={readEmbeddedPageData()} />
  </StrictMode>
);
if (container.hasAttribute('data-rendered')) {
  // A visitor page arrives ready-made (render/): take it over as it is. In a transition, so React
  // yields to the browser between pieces of work instead of one long task on a slow phone.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
