const { createWebConfig } = require('../tools/webpack/create-web-config');

module.exports = createWebConfig({
  app: 'mf-public',
  federationName: 'mf_public',
  publicPath: '/mf/mf-public/',
  devPort: 4201,
  exposes: { './App': './src/remote-entry.tsx' },
});
