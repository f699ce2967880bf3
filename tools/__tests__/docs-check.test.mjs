// The docs check (tools/docs-check.mjs): first on this repository's own README.md and docs/ (every
// path and relative link they name exists), then on throw-away repositories: a named path that
// exists passes, a missing one fails with its file and line, and what is not a repository path is
// left alone. Run: node --test tools/__tests__/ (the "docs check" stage of `npm test`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkDocs, repoPathOf } from '../docs-check.mjs';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs-check.mjs');
const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository with the given files (path → text); returns its root. */
function fixture(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-check-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const run = (root) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

test("this repository's documentation names only paths and links that exist", () => {
  const result = run(path.resolve(path.dirname(script), '..'));
  assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
});

test('passes when every backticked path and relative link exists', () => {
  const root = fixture({
    'package.json': '{}',
    'api/src/app.ts': '',
    'tools/bench/bench.mjs': '',
    'docs/operations.md': '# Operations\n',
    'docs/decisions/0001-first.md': 'Back to the [index](../README.md).\n',
    'docs/README.md': [
      'The app is `api/src/app.ts:12`, the bench `tools/bench/` (run `node tools/bench/bench.mjs --quick`).',
      'Settings in `package.json`; see [operations](operations.md#health) and [the first record](decisions/0001-first.md).',
    ].join('\n'),
    'README.md': 'Docs: [index](docs/README.md), `docs/operations.md#health`.\n',
  });
  assert.deepEqual(checkDocs(root), []);
  const result = run(root);
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /every path named in 4 file\(s\) exists/);
});

test('fails on a missing backticked path and a broken link, naming file and line', () => {
  const root = fixture({
    'api/src/app.ts': '',
    'docs/api.md': ['# API', '', 'Routes in `api/src/routes.ts` and `api/src/app.ts`.', 'See [decisions](decisions.md).'].join('\n'),
    'README.md': 'Run `npx jest -c api/jest.config.js` first.\n',
  });
  assert.deepEqual(
    checkDocs(root).map(({ file, line, path: named, kind }) => `${file}:${line} ${kind} ${named}`),
    ['README.md:1 path api/jest.config.js', 'docs/api.md:3 path api/src/routes.ts', 'docs/api.md:4 link decisions.md'],
  );
  const result = run(root);
  assert.equal(result.status, 1);
  assert.match(result.stdout, /^docs\/api\.md:3: missing path api\/src\/routes\.ts$/m);
  assert.match(result.stdout, /^docs\/api\.md:4: broken link decisions\.md$/m);
  assert.match(result.stdout, /3 path\(s\) in 2 file\(s\) do not exist/);
});

test('leaves alone what is not one repository path', () => {
  const root = fixture({
    'docs/notes.md': [
      'Globs and placeholders: `e2e/tests/*.spec.ts`, `libs/i18n/src/codes/{en,hi}.ts`, `docs/decisions/NNNN-topic.md`, `api/<module>/x.ts`, `api/…`.',
      'Generated: `dist/api/main.js`, `data/pglite`. Routes and words: `GET /api/requests`, `api_key`, `mf-remotes.json`.',
      'Web: [spec](https://example.org/spec.md), [top](#notes), `https://cdn.example.in/mf-admin/remoteEntry.js`.',
      '```sh',
      'cp api/not/here.ts /tmp   # a command for another machine',
      '```',
    ].join('\n'),
  });
  assert.deepEqual(checkDocs(root), []);
});

test('recognises a repository path by its first directory or a root file name', () => {
  const directories = new Set(['api', 'tools', '.ci']);
  assert.equal(repoPathOf('api/src/app.ts:10-20', directories), 'api/src/app.ts');
  assert.equal(repoPathOf('(tools/lib/free-port.mjs),', directories), 'tools/lib/free-port.mjs');
  assert.equal(repoPathOf('.ci/run', directories), '.ci/run');
  assert.equal(repoPathOf('nx.json', directories), 'nx.json');
  assert.equal(repoPathOf('src/app.ts', directories), null);
  assert.equal(repoPathOf('dist/shell/app.html', directories), null);
  assert.equal(repoPathOf('api/**/*.ts', directories), null);
});
