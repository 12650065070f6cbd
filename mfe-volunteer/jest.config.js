const path = require('node:path');
const { frontJestConfig } = require('../tools/jest/front-preset');

const base = frontJestConfig(__dirname);

module.exports = {
  ...base,
  // What the page's toasts need from a browser, on top of the shared setup.
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/testing/setup-tests.ts')],
};
