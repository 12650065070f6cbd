// An async boundary before anything else runs: Module Federation first settles the shared
// singletons (React, the router, the web kit), then bootstrap renders the app. (On a ready page
// this script itself is started only after the first frame is painted: render/src/page-html.ts.)
// Started from a task of its own, so the runtime's evaluation and that settling are two short
// tasks on a slow phone rather than one long one.
setTimeout(() => void import('./bootstrap'), 0);
