// The remotes the shell loads, read from the shell's own map (shell/public/mf-remotes.json): each
// entry points at /mf/<folder>/remoteEntry.js, built to dist/<folder>/remoteEntry.js. CommonJS so
// that `.size-limit.cjs` can require it as well as the ESM checks.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** The dist folder names of the remotes, e.g. ['mf-public', 'mf-citizen', ...]. */
function remoteFolders() {
  const map = JSON.parse(readFileSync(path.join(root, 'shell/public/mf-remotes.json'), 'utf8'));
  return Object.values(map).map((url) => {
    const match = /^\/mf\/([^/]+)\/remoteEntry\.js$/.exec(url);
    if (!match) throw new Error(`mf-remotes.json: unexpected remote URL ${url}`);
    return match[1];
  });
}

module.exports = { remoteFolders };
