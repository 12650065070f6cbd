// node e2e/support/build-changed-team-remote.cjs <outDir>: builds the team remote again into outDir, as a
// redeploy of a changed remote would be: the same sources and config, each script one comment longer, so every
// content-hashed file name and the service worker's precache list differ from the built remote's. Run in its
// own process by the offline browser spec (webpack inside Jest's module registry is not webpack as deployed).
'use strict';
const path = require('node:path');
const webpack = require('webpack');

const outDir = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) {
  console.error('usage: node e2e/support/build-changed-team-remote.cjs <outDir>');
  process.exit(2);
}
const config = require(path.join(__dirname, '..', '..', 'mfe-team', 'webpack.config.js'))({}, { mode: 'production' });
config.output = { ...config.output, path: outDir };
config.plugins.push({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('Redeploy', (compilation) => {
      // After minifying, before the real content hashes (and the names made from them) are taken.
      compilation.hooks.processAssets.tap({ name: 'Redeploy', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (name.endsWith('.js')) compilation.updateAsset(name, (source) => new webpack.sources.ConcatSource(source, '\n/* redeployed */'));
        }
      });
    });
  },
});
webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
});
