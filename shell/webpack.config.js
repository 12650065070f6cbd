const path = require('node:path');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { makeConfig } = require('../tools/webpack/make-config');

const baseConfig = makeConfig({
  appDir: __dirname,
  name: 'shell',
  htmlTemplate: path.join(__dirname, 'public/index.html'),
  favicon: path.join(__dirname, 'public/favicon.svg'),
  runtimePlugins: [path.join(__dirname, 'src/features/federation/error-load-remote-plugin.ts')],
});

// robots.txt and sitemap.xml are served from the site root, which is the shell's dist.
module.exports = (env, argv) => {
  const config = baseConfig(env, argv);
  config.plugins.push(
    new CopyWebpackPlugin({
      patterns: ['robots.txt', 'sitemap.xml'].map((file) => ({ from: path.join(__dirname, 'public', file), to: file })),
    }),
  );
  return config;
};
