// The shell's service worker: workbox-webpack-plugin's InjectManifest compiles
// shell/src/service-worker/sw.ts to dist/shell/sw.js with the list of the shell's own files to
// precache. Kept in its own file so shell/webpack.config.js only adds one plugin.
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { precompressedFile } = require('./precompress-plugins');

function serviceWorkerPlugin(appDir) {
  return new InjectManifest({
    swSrc: path.join(appDir, 'src/service-worker/sw.ts'),
    swDest: 'sw.js',
    // Never precached: source maps (never served), the build's own notes, the remote map (asked of
    // the network first at run time), the HTML the pre-render step rewrites after webpack, and the
    // compressed copies of the files (the browser asks for the file; the server picks the copy).
    exclude: [/\.map$/, precompressedFile, /css-chunks\.json$/, /mf-remotes\.json$/, /\.html$/, /LICENSE/, /^icons\/icon\.svg$/],
    // The shell's largest chunks (react-dom) are well under this; a bigger file should not be precached silently.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    // Hashed names (`main.1a2b3c4d.js`) need no revision query.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
  });
}

module.exports = { serviceWorkerPlugin };
