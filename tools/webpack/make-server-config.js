'use strict';
// The server build of a front: one self-contained CommonJS file, dist/ssr/render.js, that the page
// renderer (render/) loads to turn a path into HTML. It bundles its own React and router, so the
// renderer needs nothing from the front's node_modules and a front redeployed alone brings its own.
// Same sources and aliases as the browser build; styles are left out (the browser build's files are
// linked from the page) and images keep the browser build's hashed names without being written twice.
const path = require('node:path');
const webpack = require('webpack');
const { scriptRule, pinnedPackageDir } = require('./make-config');

const ROOT = path.resolve(__dirname, '../..');

/**
 * @param {object} options
 * @param {string} options.appDir  the app folder
 * @param {string} options.entry   its server entry (exports the render functions)
 */
function makeServerConfig({ appDir, entry }) {
  return () => ({
    name: 'server',
    // After the browser build: both write under dist/, the browser one first.
    dependencies: ['browser'],
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: { render: entry },
    output: {
      path: path.join(appDir, 'dist', 'ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // Replaced when the renderer loads the file by where the front is served from (from /remotes.json),
      // so pictures' URLs point at the browser build's files wherever the front is deployed.
      publicPath: '/__ASSET_BASE__/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: false,
    resolve: {
      // A module's server twin (x.server.tsx beside x.ts) replaces it in this build.
      extensions: ['.server.tsx', '.server.ts', '.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        react: pinnedPackageDir('react', appDir),
        'react-dom': pinnedPackageDir('react-dom', appDir),
        'react-router-dom$': path.join(__dirname, 'react-router-subset.mjs'),
        '@society/contracts$': path.join(ROOT, 'packages/contracts/src/index.ts'),
      },
    },
    module: {
      rules: [
        scriptRule({ target: 'es2022', development: false }),
        { test: /\.(svg|png|jpe?g|webp|avif|ico)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/\.css$/, path.join(__dirname, 'empty-module.js')),
      // One file: lazily imported pages are rendered in the same pass.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  });
}

module.exports = { makeServerConfig };
