const path = require('node:path');
const { makeConfig } = require('../tools/webpack/make-config');
const { makeServerConfig } = require('../tools/webpack/make-server-config');

const browserConfig = makeConfig({
  appDir: __dirname,
  name: 'shell',
  htmlTemplate: path.join(__dirname, 'public/index.html'),
  favicon: path.join(__dirname, 'public/favicon.svg'),
  runtimePlugins: [path.join(__dirname, 'src/features/federation/error-load-remote-plugin.ts')],
});
const serverConfig = makeServerConfig({ appDir: __dirname, entry: './src/server.tsx' });

module.exports = (env, argv) => [browserConfig(env, argv), serverConfig(env, argv)];
