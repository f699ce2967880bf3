const { createWebConfig } = require('../tools/webpack/create-web-config');
const { CssChunksPlugin } = require('../tools/webpack/css-chunks-plugin');

const base = createWebConfig({
  app: 'mf-public',
  federationName: 'mf_public',
  publicPath: '/mf/mf-public/',
  devPort: 4201,
  exposes: { './App.en': './src/remote-entry.en.tsx', './App.hi': './src/remote-entry.hi.tsx' },
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  // The stylesheets of the exposed App, linked by the pre-rendered landing page (tools/prerender).
  if (config.mode === 'production') config.plugins.push(new CssChunksPlugin({ modules: ['src/remote-entry.hi.tsx'] }));
  return config;
};
