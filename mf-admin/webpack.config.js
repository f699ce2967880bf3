const { createWebConfig } = require('../tools/webpack/create-web-config');

module.exports = createWebConfig({
  app: 'mf-admin',
  federationName: 'mf_admin',
  publicPath: '/mf/mf-admin/',
  devPort: 4204,
  exposes: { './App.en': './src/remote-entry.en.tsx', './App.hi': './src/remote-entry.hi.tsx' },
});
