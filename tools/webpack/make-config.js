'use strict';
// The one webpack config of every front. The host (shell) and the five remotes differ only in the
// options passed here, so a build rule is changed once for all five.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { checkReactRouterImports, SUBSET_FILE } = require('./react-router-guard');
const { sharedDeps } = require('./shared-deps');

const ROOT = path.resolve(__dirname, '../..');
// terser-webpack-plugin comes with webpack; resolve it from there rather than rely on hoisting.
const TerserPlugin = require(require.resolve('terser-webpack-plugin', { paths: [path.dirname(require.resolve('webpack'))] }));

const WEB_KIT_SRC = /[\\/]packages[\\/]web-kit[\\/]/;

/** Writes page-assets.json: the stylesheet(s) a server-rendered page of this front must link. */
class PageAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const styles = [...(compilation.namedChunks.get('styles')?.files ?? [])].filter((file) => file.endsWith('.css'));
        compilation.emitAsset('page-assets.json', new compiler.webpack.sources.RawSource(JSON.stringify({ styles })));
      });
    });
  }
}

/** TypeScript and JSX through swc, for the browser build and the server build alike. */
function scriptRule({ target, development }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules[\\/](?!@society)/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target,
          transform: { react: { runtime: 'automatic', development } },
        },
      },
    },
  };
}

/** Every import of React resolves to the app's own copy (npm may hoist a second one for test tools). */
function pinnedPackageDir(name, appDir) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [appDir] }));
}

/**
 * @param {object} options
 * @param {string} options.appDir       the app folder (its package.json and src/)
 * @param {string} options.name         federation name: 'shell' or 'mfe_*'
 * @param {Record<string,string>} [options.exposes]  remotes: what they expose ('./App')
 * @param {string[]} [options.runtimePlugins]        host: MF runtime plugins (file paths)
 * @param {string} [options.htmlTemplate]            host only: index.html template
 * @param {string} [options.favicon]                 host only
 */
function makeConfig({ appDir, name, exposes, runtimePlugins = [], htmlTemplate, favicon }) {
  const appPkg = require(path.join(appDir, 'package.json'));
  const isHost = Boolean(htmlTemplate);
  checkReactRouterImports([path.join(appDir, 'src'), path.join(ROOT, 'packages/web-kit/src')]);

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    return {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: appDir,
      // The host starts through `import('./bootstrap')` so shared modules are negotiated first;
      // a remote has no page of its own: its only entry is remoteEntry.js, added by the MF plugin.
      entry: isHost ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(appDir, 'dist'),
        // The shell is served at / and deep links (/campaigns/x) must still find its chunks;
        // a remote's chunks are found next to its remoteEntry.js wherever it is deployed.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // dist/ssr is the server build's (make-server-config.js), written after this one.
        clean: { keep: /^ssr[\\/]/ },
      },
      devtool: production ? false : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          react: pinnedPackageDir('react', appDir),
          'react-dom': pinnedPackageDir('react-dom', appDir),
          // The part of React Router the site uses, shared under the usual name (see the file).
          'react-router-dom$': SUBSET_FILE,
          // Fronts compile the contracts from source: tree-shaken, and no build order to remember.
          '@society/contracts$': path.join(ROOT, 'packages/contracts/src/index.ts'),
        },
      },
      module: {
        rules: [
          scriptRule({ target: 'es2020', development: !production }),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          {
            test: /\.(svg|png|jpe?g|webp|avif|ico)$/,
            oneOf: [
              // Backgrounds referenced from CSS: small ones are inlined, larger ones become hashed files.
              { issuer: /\.css$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4 * 1024 } } },
              // Imported by code for an <img>: always a hashed file, so it can load lazily and never
              // swells a script (a data URL inside a chunk is downloaded whether it is shown or not).
              { type: 'asset/resource' },
            ],
          },
        ],
      },
      optimization: {
        // All of a front's styles in one file, which a ready-made page links from its head (the page
        // renderer reads its name from page-assets.json), so nothing is unstyled before scripts run.
        // A remote leaves out the web kit's styles: the host's shared web kit brings them.
        splitChunks: {
          cacheGroups: {
            styles: {
              name: 'styles',
              type: 'css/mini-extract',
              chunks: 'all',
              enforce: true,
              test: (module) => isHost || !WEB_KIT_SRC.test(module.identifier()),
            },
          },
        },
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: [
        new PageAssetsPlugin(),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          // The host registers remotes at run time from /remotes.json (see shell/src/features/federation).
          remotes: {},
          shared: sharedDeps(appPkg),
          // Use what is already loaded: never fetch other remotes' entries just to compare versions.
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          manifest: false,
          experiments: {
            // Browser only; remotes are plain remoteEntry.js files (no mf-manifest snapshots), and a
            // remote loads no remotes of its own: leave that code out of the runtime.
            optimization: { disableSnapshot: true, target: 'web', disableRemote: !isHost },
          },
        }),
        // file.js.gz beside file.js at the highest level, sent by nginx's gzip_static: smaller than
        // what nginx compresses on the fly (level 5), at no cost per request.
        ...(production
          ? [new CompressionPlugin({ test: /\.(?:js|css|html|svg|json)$/, compressionOptions: { level: 9 }, threshold: 1024 })]
          : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: htmlTemplate,
                favicon,
                scriptLoading: 'defer',
                minify: production ? { collapseWhitespace: true, removeComments: true } : false,
              }),
            ]
          : []),
      ],
    };
  };
}

module.exports = { makeConfig, scriptRule, pinnedPackageDir };
