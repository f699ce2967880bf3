// Gzip sizes of built files and their comparison with the budgets (tools/budgets/budgets.cjs), and
// the bytes a browser is actually sent (the build's brotli copy, tools/webpack/precompress-plugins.js).
// The browser part (which files `/` loads) is in tools/bench/landing-js-size.mjs; this module only
// reads files, so its tests run on synthetic files without Chromium.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip -9 size, as a static server would send it (koa-compress) give or take a few bytes. */
export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

// The build writes a brotli copy of a file of at least `threshold` bytes that compresses below
// `minRatio` of its size (tools/webpack/precompress-plugins.js).
const { precompressLimits } = createRequire(import.meta.url)('../webpack/precompress-plugins.js');

/**
 * What the server sends a browser that accepts brotli: the build's `.br` copy, else the file
 * itself; `uncompressed` when the file should have had a copy and has none.
 */
function served(file, gzipped) {
  if (existsSync(`${file}.br`)) return { servedBytes: statSync(`${file}.br`).size, uncompressed: false };
  const bytes = statSync(file).size;
  return { servedBytes: bytes, uncompressed: bytes >= precompressLimits.threshold && gzipped < bytes * precompressLimits.minRatio };
}

/** The file of dist/ behind a site path: /mf/<remote>/x is dist/<remote>/x, the rest dist/shell. */
export function distFileOf(distDir, sitePath) {
  const remote = /^\/mf\/([^/]+)\/(.*)$/.exec(sitePath);
  return remote ? path.join(distDir, remote[1], remote[2]) : path.join(distDir, 'shell', sitePath);
}

/**
 * The gzip size (the budget's measure) and the size sent to a brotli browser of each site path
 * loaded by the page, sorted by path, and their sums.
 */
export function sizeLoadedFiles(distDir, sitePaths) {
  const files = [...new Set(sitePaths)].sort().map((sitePath) => {
    const file = distFileOf(distDir, sitePath);
    const gzipped = gzipBytes(file);
    return { path: sitePath, gzipBytes: gzipped, ...served(file, gzipped) };
  });
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { landingGzipBytes: sum('gzipBytes'), landingServedBytes: sum('servedBytes'), files };
}

/** dist/<remote>/remoteEntry.js gzip size per remote; a missing file throws (a build is missing). */
export function remoteEntrySizes(distDir, remotes) {
  return Object.fromEntries(remotes.map((remote) => [remote, gzipBytes(path.join(distDir, remote, 'remoteEntry.js'))]));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One sentence per figure above its budget; empty when everything fits. */
export function budgetFailures({ landingGzipBytes, files = [], remoteEntries }, budgets) {
  const failures = [];
  for (const file of files.filter((each) => each.uncompressed)) {
    failures.push(`${file.path} has no brotli copy: the landing page would be sent it uncompressed`);
  }
  if (landingGzipBytes > budgets.landingJsGzipBytes) {
    failures.push(`landing / JS is ${kb(landingGzipBytes)} gzip, over its budget of ${kb(budgets.landingJsGzipBytes)}`);
  }
  for (const [remote, bytes] of Object.entries(remoteEntries)) {
    if (bytes > budgets.remoteEntryGzipBytes) {
      failures.push(`${remote}/remoteEntry.js is ${kb(bytes)} gzip, over its budget of ${kb(budgets.remoteEntryGzipBytes)}`);
    }
  }
  return failures;
}

/** The human table: one line per file, then the totals. */
export function formatMeasurement({ landingGzipBytes, landingServedBytes, files, remoteEntries }) {
  const lines = files.map((file) => `${kb(file.gzipBytes).padStart(9)}  ${file.path}`);
  lines.push(`TOTAL ${kb(landingGzipBytes)} gzip, ${files.length} files loaded by /`);
  lines.push(`(${kb(landingServedBytes)} as sent to a browser that accepts brotli)`);
  for (const [remote, bytes] of Object.entries(remoteEntries)) lines.push(`${kb(bytes).padStart(9)}  ${remote}/remoteEntry.js`);
  return lines.join('\n');
}
