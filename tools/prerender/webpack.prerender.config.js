// Builds tools/prerender/render-page.tsx for Node: the shell and mf-public from source, with the
// same aliases, swc settings and CSS module class names as their web builds (create-web-config.js),
// so the HTML it renders is what the browser bundles hydrate. mf-public's modules are put in the
// `mf_public` layer, which gives them mf-public's class names; everything else gets the shell's.
const path = require('node:path');
const webpack = require('webpack');
const { sourceAliases, sourceRule, cssModuleOptions } = require('../webpack/create-web-config');

const root = path.resolve(__dirname, '../..');
const cssModules = (app, federationName) => ({
  loader: 'css-loader',
  options: { modules: { ...cssModuleOptions({ app, federationName, production: true }), exportOnlyLocals: true } },
});

module.exports = {
  mode: 'production',
  target: 'node20',
  context: root,
  entry: { 'render-page': './tools/prerender/render-page.tsx' },
  output: { path: path.join(root, 'dist/.prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
  devtool: false,
  // Packages come from node_modules at run time, once: a module layer would otherwise give
  // mf-public its own React, router and i18n libraries, which in the browser are shared singletons.
  externals: ({ request }, callback) => {
    const bare = /^(@[a-z0-9-]+\/)?[a-z0-9][\w.-]*(\/.*)?$/i.test(request);
    const local = request.startsWith('@cc/') || request.startsWith('@module-federation/');
    return bare && !local ? callback(null, `commonjs ${request}`) : callback();
  },
  experiments: { layers: true },
  optimization: { minimize: false },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    alias: { ...sourceAliases(), '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime-stub.js') },
  },
  module: {
    rules: [
      { test: /mf-public[\\/]src[\\/]remote-entry\.hi\.tsx$/, layer: 'mf_public' },
      sourceRule(),
      {
        test: /\.module\.css$/,
        oneOf: [{ issuerLayer: 'mf_public', use: [cssModules('mf-public', 'mf_public')] }, { use: [cssModules('shell', 'shell')] }],
      },
      { test: /\.css$/, exclude: /\.module\.css$/, use: [{ loader: 'css-loader', options: { modules: false } }] },
      { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  // Lazy pages in the same file: the render waits for them, nothing is fetched.
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  performance: { hints: false },
};
