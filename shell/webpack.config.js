const path = require('node:path');
const { makeConfig } = require('../tools/webpack/make-config');

module.exports = makeConfig({
  appDir: __dirname,
  name: 'shell',
  htmlTemplate: path.join(__dirname, 'public/index.html'),
  favicon: path.join(__dirname, 'public/favicon.svg'),
  runtimePlugins: [path.join(__dirname, 'src/features/federation/error-load-remote-plugin.ts')],
});
