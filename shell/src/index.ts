// An async boundary before anything else runs: Module Federation first settles the shared
// singletons (React, the router, the web kit), then bootstrap renders the app.
void import('./bootstrap');
