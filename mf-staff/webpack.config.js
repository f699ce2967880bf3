const { createWebConfig } = require('../tools/webpack/create-web-config');

module.exports = createWebConfig({
  app: 'mf-staff',
  federationName: 'mf_staff',
  publicPath: '/mf/mf-staff/',
  devPort: 4203,
  exposes: { './App.en': './src/remote-entry.en.tsx', './App.hi': './src/remote-entry.hi.tsx' },
});
