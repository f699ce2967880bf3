// One webpack config factory for the shell and the four remotes, so they build alike.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps } = require('./shared-deps');
const { precompressPlugins } = require('./precompress-plugins');
const { webpackAliases } = require('./lib-paths');

const root = path.resolve(__dirname, '../..');
const injectRuntimeCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');

// The federation runtime module asks for the entry chunk's file name before content hashes
// exist (to compute its output dir) and webpack then throws "[contenthash] not implemented".
// Same directory, no hash, in that one early call; hashed names for the emitted files.
const entryFilename = (pathData) =>
  pathData.chunk && pathData.chunk.contentHash && !pathData.chunk.contentHash.javascript
    ? '[name].js'
    : '[name].[contenthash:8].js';

/** The libraries' source aliases, shared by the web builds and the pre-render build (tools/prerender). */
function sourceAliases() {
  return {
    // provideExternalRuntime injects this plugin by require.resolve(), i.e. its CommonJS build,
    // which drags in a second (CJS) copy of runtime-core next to the ESM one the host runs.
    [injectRuntimeCjs]: injectRuntimeCjs.replace(/index\.cjs$/, 'index.js'),
    // The @cc/* libraries from their sources, as tsconfig.base.json `paths` name them (lib-paths.js).
    ...webpackAliases(),
  };
}

/** TypeScript/TSX through swc, as every app is built. */
function sourceRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    // An import of a name a module does not export is a build error, not `undefined` at run time.
    parser: { exportsPresence: 'error' },
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * CSS module class names: `<federationName>-<hash of the file's path inside the app and the class>`.
 * The pre-render build computes the same names for the same app (tools/prerender), so the
 * pre-rendered HTML and the hydrating bundle agree.
 */
function cssModuleOptions({ app, federationName, production }) {
  return {
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentContext: path.join(root, app),
    localIdentName: production ? `${federationName}-[hash:base64:6]` : `${federationName}-[name]-[local]`,
  };
}

/**
 * @param {object} options
 * @param {string} options.app        folder name, e.g. 'mf-citizen'
 * @param {string} options.federationName  JS identifier, e.g. 'mf_citizen'
 * @param {string} options.publicPath where the build is served, e.g. '/mf/mf-citizen/'
 * @param {number} options.devPort
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.isHost]
 */
function createWebConfig({ app, federationName, publicPath, devPort, exposes, isHost }) {
  const appDir = path.join(root, app);
  return (env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      // Production maps are written for error tracking but never referenced from the bundles (no
      // sourceMappingURL comment) and never served (api/src/web/static-web.ts answers 404 to *.map).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(root, 'dist', app),
        publicPath,
        filename: production ? entryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: federationName,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: sourceAliases() },
      // An app's texts in one language (src/i18n/en|hi) are one chunk, the same file whether a
      // remote's `./App.<language>` brings them or a language switch fetches them.
      optimization: {
        splitChunks: { cacheGroups: { languageTexts: { test: /[\\/]src[\\/]i18n[\\/](en|hi)\.(ts|json)$/, chunks: 'async', enforce: true } } },
      },
      module: {
        rules: [
          sourceRule(),
          {
            test: /\.module\.css$/,
            use: [
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              {
                loader: 'css-loader',
                options: { modules: cssModuleOptions({ app, federationName, production }) },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
          },
          { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          remotes: {},
          shared: isHost || !production ? sharedDeps : Object.fromEntries(Object.entries(sharedDeps).map(([name, config]) => [name, { ...config, import: false }])),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          // Entries are plain remoteEntry.js URLs (no mf-manifest.json): the snapshot code is dead weight.
          // The federation runtime is paid for once: the shell bundles it and publishes it on
          // a global, each remote's entry points at that global instead of carrying a copy.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web', ...(isHost ? {} : { disableRemote: true }) },
            // A remote's development build runs standalone (no shell to lend the runtime), so it carries its own.
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
          },
        }),
        // A remote's production entry borrows the webpack half of the federation runtime from the
        // shell instead of carrying its own copy (borrowed-bundler-runtime.mjs), as `externalRuntime`
        // does for the runtime core.
        ...(production && !isHost ? [new NormalModuleReplacementPlugin(/[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, require.resolve('./borrowed-bundler-runtime.mjs'))] : []),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }), ...precompressPlugins()] : []),
        new HtmlWebpackPlugin({
          template: path.join(appDir, 'public/index.html'),
          ...(isHost ? {} : { filename: 'index.html' }),
        }),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: { index: publicPath + 'index.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
        static: isHost ? [{ directory: path.join(appDir, 'public'), publicPath: '/' }] : [],
      },
      performance: { hints: false },
    };
  };
}

module.exports = { createWebConfig, sourceAliases, sourceRule, cssModuleOptions };
