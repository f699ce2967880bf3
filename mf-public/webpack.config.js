const { createWebConfig } = require('../tools/webpack/create-web-config');

const base = createWebConfig({
  app: 'mf-public',
  federationName: 'mf_public',
  publicPath: '/mf/mf-public/',
  devPort: 4201,
  exposes: { './App': './src/remote-entry.tsx' },
});

// webpack 5.111 + @module-federation/enhanced 2.9 fail a remote's build when an entry chunk's
// filename has [contenthash] (module-federation/core#5077, webpack#22199). Only the standalone
// dev page loads 'main'; the shell loads remoteEntry.js and the hashed chunks, so 'main' goes unhashed.
module.exports = (env, argv) => {
  const config = base(env, argv);
  return { ...config, output: { ...config.output, filename: '[name].js' } };
};
