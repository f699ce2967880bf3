const { createWebConfig } = require('../tools/webpack/create-web-config');

const base = createWebConfig({
  app: 'mf-admin',
  federationName: 'mf_admin',
  publicPath: '/mf/mf-admin/',
  devPort: 4204,
  exposes: { './App': './src/remote-entry.tsx' },
});

// The shared config points remotes at the federation runtime the shell publishes. The standalone
// dev page (`nx serve mf-admin`) has no shell, so the development build carries its own runtime.
module.exports = (env, argv) => {
  const config = base(env, argv);
  if (argv.mode === 'development') {
    const federation = config.plugins.find((plugin) => plugin && plugin.name === 'ModuleFederationPlugin');
    federation._options.experiments = { ...federation._options.experiments, externalRuntime: false };
  }
  return config;
};
