const path = require('node:path');
const { frontJestConfig } = require('../tools/jest/front-preset');

const base = frontJestConfig(__dirname);

module.exports = {
  ...base,
  // This remote's own browser stand-ins (toasts need matchMedia) on top of the shared setup.
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/testing/setup-tests.ts')],
};
