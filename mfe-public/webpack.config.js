const { makeConfig } = require('../tools/webpack/make-config');
const { makeServerConfig } = require('../tools/webpack/make-server-config');

const browserConfig = makeConfig({
  appDir: __dirname,
  name: 'mfe_public',
  exposes: { './App': './src/app/app.tsx' },
});
// Its pages are also rendered on the server (render/), so a visitor gets them as ready HTML.
const serverConfig = makeServerConfig({ appDir: __dirname, entry: './src/server.tsx' });

module.exports = (env, argv) => [browserConfig(env, argv), serverConfig(env, argv)];
