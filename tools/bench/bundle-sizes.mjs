// The landing page's JS weight and each remoteEntry.js, from landing-js-size.mjs --json
// ({landingGzipBytes, landingServedBytes, files, remoteEntries}). A landing-js-size.mjs without --json still prints its
// "TOTAL <n> KB gzip" line: that gives the landing total alone. Needs the web apps built (dist/shell).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Resolves {landingGzipBytes, remoteEntries?, files?} or {skipped: reason}. */
export function bundleSizes() {
  if (!existsSync(path.join(root, 'dist/shell/index.html'))) return { skipped: 'dist/shell is not built (npx nx run-many -t build)' };
  const run = spawnSync(process.execPath, [path.join(root, 'tools/bench/landing-js-size.mjs'), '--json'], { cwd: root, encoding: 'utf8', timeout: 180_000 });
  if (run.status !== 0) return { skipped: `landing-js-size.mjs failed: ${(run.stderr || run.stdout || '').trim().split('\n').at(-1)}` };
  const text = run.stdout.trim();
  const jsonStart = text.indexOf('{');
  if (jsonStart >= 0) {
    try {
      return JSON.parse(text.slice(jsonStart));
    } catch {
      // not JSON: today's text output, below
    }
  }
  const total = /TOTAL ([\d.]+) KB gzip/.exec(text);
  if (total) {
    // Rows "  8.7 KB  /mf/mf-public/remoteEntry.js": only the remotes the landing page loads.
    const remoteEntries = {};
    for (const [, kb, remote] of text.matchAll(/([\d.]+) KB\s+\/mf\/([^/]+)\/remoteEntry\.js/g)) remoteEntries[remote] = Math.round(Number(kb) * 1024);
    return { landingGzipBytes: Math.round(Number(total[1]) * 1024), remoteEntries, note: 'parsed from landing-js-size.mjs text output (no --json yet): remotes the landing page loads only' };
  }
  return { skipped: 'landing-js-size.mjs printed no size' };
}
