// Bundles the API into dist/api/main.js and the admin tool (`npm run create-admin`) into
// dist/api/create-admin.js. node_modules packages stay external (argon2 is native,
// PGlite loads its WASM from its package); the @cc/* workspace libraries are TypeScript sources,
// so they are bundled in (they are symlinks in node_modules, hence the explicit resolver).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

await build({
  entryPoints: {
    main: path.join(root, 'api/src/server.ts'),
    'create-admin': path.join(root, 'api/src/create-admin.ts'),
  },
  outdir: path.join(root, 'dist/api'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  plugins: [workspaceLibs],
  sourcemap: true,
  logLevel: 'warning',
});
