'use strict';
require('@testing-library/jest-dom');

// jsdom does not implement scrolling; the layout scrolls to the top on every path change.
window.scrollTo = jest.fn();

// Every spec starts signed out, with no stored session.
beforeEach(() => {
  window.localStorage.clear();
  window.scrollTo = jest.fn();
});
