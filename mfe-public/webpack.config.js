const { makeConfig } = require('../tools/webpack/make-config');

module.exports = makeConfig({
  appDir: __dirname,
  name: 'mfe_public',
  exposes: { './App': './src/app/app.tsx' },
});
