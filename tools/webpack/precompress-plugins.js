// Every production script and stylesheet is also written brotli- (quality 11) and gzip- (level 9)
// compressed next to itself (`x.js.br`, `x.js.gz`); koa-send serves the one the browser accepts
// (api/src/web/static-web.ts). Brotli at 11 is ~12% smaller than the on-the-fly brotli at 4 that
// koa-compress can afford per request, and the API no longer compresses the same file for every
// visitor. HTML is left to koa-compress: the pre-render step rewrites it after webpack.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const compressible = /\.(js|css|svg)$/;
// Below 1 KB (koa-compress's threshold too) or when compression saves under a tenth, the file is
// served as it is.
const precompressLimits = { threshold: 1024, minRatio: 0.9 };
const worthIt = { test: compressible, ...precompressLimits };

function precompressPlugins() {
  return [
    new CompressionPlugin({
      ...worthIt,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...worthIt, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
  ];
}

/** The compressed copies' names, for what must not list them (the service worker's precache). */
const precompressedFile = /\.(br|gz)$/;

// The limits too, for the size check that expects a copy of each file they admit (tools/budgets/sizes.mjs).
module.exports = { precompressPlugins, precompressedFile, precompressLimits };
