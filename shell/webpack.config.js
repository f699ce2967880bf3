const path = require('node:path');
const { createWebConfig } = require('../tools/webpack/create-web-config');
const { CopyStaticPlugin } = require('../tools/webpack/copy-static-plugin');
const { PreloadBootChunksPlugin } = require('../tools/webpack/preload-boot-chunks-plugin');

const base = createWebConfig({ app: 'shell', federationName: 'shell', publicPath: '/', devPort: 4200, isHost: true });

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(new CopyStaticPlugin({ from: path.join(__dirname, 'public'), files: ['mf-remotes.json', 'boot-preferences.js', 'favicon.ico'] }));
  if (config.mode === 'production') {
    config.plugins.push(
      new PreloadBootChunksPlugin({ bootstrap: /shell\/src\/index\.ts$/ }),
    );
  }
  // In `nx serve shell` the remotes come from the running API (which serves dist/<remote> at /mf/<remote>/).
  config.devServer.proxy = [{ context: ['/api', '/mf'], target: 'http://localhost:3000' }];
  return config;
};
