const fs = require('node:fs');
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { makeConfig } = require('../tools/webpack/make-config');

const browserConfig = makeConfig({
  appDir: __dirname,
  name: 'mfe_team',
  exposes: { './App': './src/app/app.tsx' },
});

/** public/ (the web app manifest and its icons) copied beside remoteEntry.js, under the same names. */
class PublicFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const dir = path.join(__dirname, 'public');
        for (const file of fs.readdirSync(dir)) {
          compilation.fileDependencies.add(path.join(dir, file));
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(fs.readFileSync(path.join(dir, file))));
        }
      });
    });
  }
}

// The team dashboard works offline (issue 44): its service worker is built and deployed with this remote, so a
// team redeploy ships a new worker without touching the shell (src/offline/service-worker.ts).
module.exports = (env, argv) => {
  const config = browserConfig(env, argv);
  config.plugins.push(
    new PublicFilesPlugin(),
    new InjectManifest({
      swSrc: path.join(__dirname, 'src/offline/service-worker.ts'),
      swDest: 'sw.js',
      // The entry changes with every deploy under the same name: the worker fetches it network-first instead.
      // Pictures are cached when shown; the server build, the .gz twins and page-assets.json are not the browser's.
      exclude: [/^remoteEntry\.js$/, /\.gz$/, /^ssr\//, /^page-assets\.json$/, /\.(?:png|jpe?g|webp|avif)$/],
    }),
  );
  return config;
};
