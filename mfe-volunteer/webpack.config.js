const { makeConfig } = require('../tools/webpack/make-config');

module.exports = makeConfig({
  appDir: __dirname,
  name: 'mfe_volunteer',
  exposes: { './App': './src/app/app.tsx' },
});
