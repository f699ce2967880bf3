const { createWebConfig } = require('../tools/webpack/create-web-config');

module.exports = createWebConfig({
  app: 'mf-citizen',
  federationName: 'mf_citizen',
  publicPath: '/mf/mf-citizen/',
  devPort: 4202,
  exposes: { './App': './src/remote-entry.tsx' },
});
