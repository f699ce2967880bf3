// Bundles the API into dist/api/main.js and the admin tool (`npm run create-admin`) into
// dist/api/create-admin.js. node_modules packages stay external (argon2 is native,
// PGlite loads its WASM from its package); the @cc/* workspace libraries are TypeScript sources,
// so they are bundled in (they are symlinks in node_modules, hence the explicit resolver).
// tools/bench/escalation-sweep.mjs bundles API code the same way (nodeBundleOptions).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const workspaceLibs = {
  name: 'cc-workspace-libs',
  setup(b) {
    b.onResolve({ filter: /^@cc\/[a-z-]+$/ }, (args) => ({
      path: path.join(root, 'libs', args.path.slice('@cc/'.length), 'src/index.ts'),
    }));
  },
};

/**
 * Bundled from the API's own node_modules: the root's copy is another major version, pulled in by
 * a dev tool (s3rver's fast-xml-parser 3), which main.js would otherwise load at run time.
 */
const apiRequire = createRequire(path.join(root, 'api/package.json'));
const apiOwnCopies = {
  name: 'cc-api-own-copies',
  setup(b) {
    b.onResolve({ filter: /^fast-xml-parser$/ }, (args) => ({ path: apiRequire.resolve(args.path) }));
  },
};

/** How API code is bundled for Node: entry points and output are the caller's. */
export const nodeBundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  plugins: [workspaceLibs, apiOwnCopies],
  logLevel: 'warning',
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await build({
    ...nodeBundleOptions,
    entryPoints: {
      main: path.join(root, 'api/src/server.ts'),
      'create-admin': path.join(root, 'api/src/create-admin.ts'),
    },
    outdir: path.join(root, 'dist/api'),
    sourcemap: true,
  });
}
