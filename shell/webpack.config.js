const path = require('node:path');
const { createWebConfig } = require('../tools/webpack/create-web-config');
const { CopyStaticPlugin } = require('../tools/webpack/copy-static-plugin');
const { PreloadBootChunksPlugin } = require('../tools/webpack/preload-boot-chunks-plugin');
const { CssChunksPlugin } = require('../tools/webpack/css-chunks-plugin');
const { serviceWorkerPlugin } = require('../tools/webpack/service-worker-plugin');

const base = createWebConfig({ app: 'shell', federationName: 'shell', publicPath: '/', devPort: 4200, isHost: true });

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new CopyStaticPlugin({ from: path.join(__dirname, 'public'), files: ['mf-remotes.json', 'boot-preferences.js', 'favicon.ico', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png'] }));
  if (config.mode === 'production') {
    config.plugins.push(
      new PreloadBootChunksPlugin({ bootstrap: /shell\/src\/index\.ts$/ }),
      // The stylesheets the pre-rendered pages link (tools/prerender/prerender-pages.mjs).
      new CssChunksPlugin({ modules: ['src/bootstrap.tsx', 'src/features/auth/components/mobile-login-page.tsx', 'src/features/auth/components/web-login-page.tsx'] }),
      // Installable app with offline pages: dist/shell/sw.js.
      serviceWorkerPlugin(__dirname),
    );
  }
  // In `nx serve shell` the remotes come from the running API (which serves dist/<remote> at /mf/<remote>/).
  config.devServer.proxy = [{ context: ['/api', '/mf'], target: 'http://localhost:3000' }];
  return config;
};
