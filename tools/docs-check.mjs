#!/usr/bin/env node
// `node tools/docs-check.mjs [root]`: every repository path the documentation names exists.
// Reads README.md and every *.md under docs/ and fails (exit 1, one `file:line: path` per finding)
// on:
// - a backticked repository path that does not exist: a word of a code span that starts with a
//   top-level directory of the repository (`api/src/app.ts`, `tools/bench/`, `.ci/run`) or is a root
//   file (`package.json`), with an optional `:line`, `:from-to` or `#anchor` suffix;
// - a relative markdown link (`[text](operations.md#health)`) whose file does not exist.
// Not checked: globs and alternatives (`*`, `{a,b}`), placeholders (`<remote>`, `NNNN`, `…`, `$VAR`),
// generated folders (`dist/`, `data/`, `node_modules/`), paths inside fenced code blocks (commands
// and configuration for another machine), web addresses and in-page anchors.
// A stage of `npm test` ("docs check", tools/test-all.mjs); its tests: tools/__tests__/docs-check.test.mjs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Top-level directories a path may start with, beside the ones found in the root itself. */
const KNOWN_DIRECTORIES = ['api', 'shell', 'mf-public', 'mf-citizen', 'mf-staff', 'mf-admin', 'libs', 'e2e', 'tools', 'docs', '.ci'];
/** Generated or installed: named by the docs, absent from a fresh clone. */
const SKIPPED_DIRECTORIES = new Set(['dist', 'data', 'node_modules', '.git', '.nx', 'tmp', 'coverage']);
/** Root files a word may be, exactly. */
const ROOT_FILES = [
  'package.json',
  'package-lock.json',
  'nx.json',
  'tsconfig.base.json',
  'eslint.config.mjs',
  'knip.jsonc',
  'jest.preset.js',
  '.size-limit.cjs',
  '.gitignore',
  '.npmrc',
  'README.md',
];

/** A word that stands for many paths or for none in particular. */
const PLACEHOLDER = /[*?{}[\]<>$…]|\.\.\.|NNNN/;
/** `:12`, `:12-20` or `#anchor` after a path. */
const SUFFIX = /(?::\d+(?:-\d+)?)?(?:#.*)?$/;

function topLevelDirectories(root) {
  const found = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name))
    .map((entry) => entry.name);
  return new Set([...KNOWN_DIRECTORIES, ...found]);
}

/** The markdown files checked: README.md and docs/**\/*.md, as paths relative to root. */
export function documentationFiles(root) {
  const files = existsSync(path.join(root, 'README.md')) ? ['README.md'] : [];
  const walk = (dir) => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) files.push(relative);
    }
  };
  walk('docs');
  return files;
}

/** The repository path a word of a code span names, or null when the word is no repository path. */
export function repoPathOf(word, directories) {
  const candidate = word.replace(/^[("'[]+/, '').replace(/[)"',;.:\]]+$/, '');
  if (!candidate || PLACEHOLDER.test(candidate) || /^[a-z]+:\/\//i.test(candidate)) return null;
  const bare = candidate.replace(SUFFIX, '');
  if (ROOT_FILES.includes(bare)) return bare;
  const first = bare.split('/')[0];
  if (!bare.includes('/') || SKIPPED_DIRECTORIES.has(first) || !directories.has(first)) return null;
  return bare;
}

/** Lines of a markdown file outside fenced code blocks, with their 1-based numbers. */
function proseLines(text) {
  const lines = [];
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) lines.push({ number: index + 1, line });
  });
  return lines;
}

/** Every finding of root's documentation: `{file, line, path, kind}`. */
export function checkDocs(root) {
  const directories = topLevelDirectories(root);
  const findings = [];
  for (const file of documentationFiles(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const { number, line } of proseLines(text)) {
      for (const [, span] of line.matchAll(/`([^`]+)`/g)) {
        for (const word of span.split(/\s+/)) {
          const named = repoPathOf(word, directories);
          if (named && !existsSync(path.join(root, named))) findings.push({ file, line: number, path: named, kind: 'path' });
        }
      }
      // Links outside code spans: `[x](y)` inside backticks is an example, not a link.
      for (const [, target] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
        const file_ = decodeURI(target.replace(/#.*$/, ''));
        const resolved = file_.startsWith('/') ? path.join(root, file_) : path.join(root, path.dirname(file), file_);
        if (!existsSync(resolved)) findings.push({ file, line: number, path: target, kind: 'link' });
      }
    }
  }
  return findings;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(`docs-check: ${root} is not a directory`);
    process.exit(2);
  }
  const findings = checkDocs(root);
  for (const { file, line, path: named, kind } of findings) {
    console.log(`${file}:${line}: ${kind === 'link' ? 'broken link' : 'missing path'} ${named}`);
  }
  const checked = documentationFiles(root).length;
  if (findings.length) {
    console.log(`docs-check: ${findings.length} path(s) in ${checked} file(s) do not exist`);
    process.exit(1);
  }
  console.log(`docs-check: every path named in ${checked} file(s) exists`);
}
