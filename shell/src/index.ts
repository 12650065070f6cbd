// An async boundary before anything else runs: Module Federation first settles the shared
// singletons (React, the router, the web kit), then bootstrap renders the app.
//
// A ready page (render/) is already readable: its first frame is painted before the scripts that take
// it over are fetched, so what a visitor reads never waits for them.
const start = () => void import('./bootstrap');
if (document.getElementById('root')?.hasAttribute('data-rendered')) requestAnimationFrame(() => setTimeout(start, 0));
else start();
