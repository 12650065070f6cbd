'use strict';
// One Jest setup for every front (shell, remotes, web kit): jsdom, swc with React's automatic
// runtime, CSS and images stubbed, and React pinned to the app's own copy as webpack does.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

function pinnedPackageDir(name, appDir) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [appDir] }));
}

/** @param {string} appDir the folder holding the app's jest.config.js */
function frontJestConfig(appDir) {
  const react = pinnedPackageDir('react', appDir);
  const reactDom = pinnedPackageDir('react-dom', appDir);
  return {
    rootDir: appDir,
    roots: ['<rootDir>/src'],
    testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
    testMatch: ['**/*.spec.ts?(x)'],
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // intl-messageformat (the catalogues' formatter) ships as ES modules only: compiled like the code.
    transformIgnorePatterns: ['/node_modules/(?!(?:intl-messageformat|@formatjs)/)'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.js'),
      '\\.(svg|png|jpe?g|webp|avif|ico)$': path.join(__dirname, 'file-stub.js'),
      '^react$': react,
      '^react/(.*)$': `${react}/$1`,
      '^react-dom$': reactDom,
      '^react-dom/(.*)$': `${reactDom}/$1`,
      '^@society/contracts$': path.join(ROOT, 'packages/contracts/src/index.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.js')],
    clearMocks: true,
    restoreMocks: true,
    // A form test types a whole form key by key: on a busy two-core machine that outlasts Jest's 5 s, and a
    // test cut off keeps typing into the next one. This bounds a hung test, it times nothing.
    testTimeout: 20_000,
  };
}

module.exports = { frontJestConfig };
