// API tests: unit specs beside the code (src/**/*.spec.ts) and e2e specs in test/ against one embedded
// database engine per run (test/global-setup.ts), one database per test file.
/** @type {import('@swc/core').Options} */
const swc = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    // Nest's dependency injection reads the constructor types that decoratorMetadata emits.
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // intl-messageformat (the catalogues' formatter) ships as ES modules only: compiled to CommonJS for Jest.
  transform: { '^.+\\.ts$': ['@swc/jest', swc], '^.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }] },
  transformIgnorePatterns: ['/node_modules/(?!(?:intl-messageformat|@formatjs)/)'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/setup-file.ts'],
  testTimeout: 30_000,
};
