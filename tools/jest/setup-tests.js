'use strict';
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

// findBy… and waitFor wait for what a user would see (a lazy route, a remote's chunk): 1 s, their default,
// is outlasted on a busy two-core machine while the API suite and the builds run beside the front suites.
// A longer wait costs nothing when the element comes at once; it only bounds a wait that never ends.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling; the layout scrolls to the top on every path change.
window.scrollTo = jest.fn();

// Every spec starts signed out, with no stored session.
beforeEach(() => {
  window.localStorage.clear();
  window.scrollTo = jest.fn();
});

// Every catalogue's Hindi, and the formatter of plural and select messages, are loaded before the specs run,
// as the page renderer waits for them before it writes a page: a component then renders at once instead of
// suspending for their chunks.
beforeAll(async () => {
  const contracts = require('@society/contracts');
  const catalogues = Object.values(contracts).filter((value) => value && typeof value === 'object' && typeof value.load === 'function' && 'namespace' in value);
  await Promise.all([...catalogues.map((catalogue) => catalogue.load('hi')), contracts.loadMessageFormat()]);
});
