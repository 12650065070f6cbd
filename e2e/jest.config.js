// Browser tests: playwright-core driving Debian's Chromium against the built site behind our
// nginx config, the real API and a fresh embedded database (see global-setup.ts).
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/specs/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
    '^.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  // intl-messageformat (the contracts' catalogues use it) ships as ES modules only: compiled to CommonJS here.
  transformIgnorePatterns: ['/node_modules/(?!(?:intl-messageformat|@formatjs)/)'],
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
  // One browser at a time: these machines have two cores, shared with nginx, the API and the database.
  maxWorkers: 1,
  testTimeout: 60_000,
};
