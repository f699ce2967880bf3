const { createWebConfig } = require('../tools/webpack/create-web-config');

module.exports = createWebConfig({
  app: 'mf-citizen',
  federationName: 'mf_citizen',
  publicPath: '/mf/mf-citizen/',
  devPort: 4202,
  exposes: { './App.en': './src/remote-entry.en.tsx', './App.hi': './src/remote-entry.hi.tsx' },
});
