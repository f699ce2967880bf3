#!/usr/bin/env node
// Fails when an app's Hindi and English texts do not have the same keys, when a text is empty,
// or when source code calls t('some.key') with a key that has no English text.
import { buildSync } from 'esbuild';
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['shell', 'mf-public', 'mf-citizen', 'mf-staff', 'mf-admin'];
const require = createRequire(import.meta.url);

function loadModule(file) {
  if (file.endsWith('.json')) return JSON.parse(readFileSync(file, 'utf8'));
  const out = buildSync({ entryPoints: [file], bundle: true, write: false, format: 'cjs', platform: 'node', logLevel: 'silent' });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(module, module.exports, require);
  const exported = module.exports;
  return exported.default ?? Object.values(exported)[0];
}

function flatten(object, prefix = '') {
  return Object.entries(object).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

function findResource(dir, language) {
  for (const ext of ['ts', 'json']) {
    const file = path.join(dir, `${language}.${ext}`);
    if (existsSync(file)) return file;
  }
  return null;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'i18n' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

// i18next plural forms are looked up as key_one / key_other.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

const problems = [];
let keyCount = 0;
for (const app of apps) {
  const dir = path.join(root, app, 'src/i18n');
  const enFile = findResource(dir, 'en');
  const hiFile = findResource(dir, 'hi');
  if (!enFile || !hiFile) {
    problems.push(`${app}: src/i18n/en and src/i18n/hi are both required`);
    continue;
  }
  const en = new Map(flatten(loadModule(enFile)));
  const hi = new Map(flatten(loadModule(hiFile)));
  keyCount += en.size;
  for (const [key, text] of en) {
    if (!hi.has(key)) problems.push(`${app}: '${key}' has no Hindi text`);
    if (typeof text !== 'string' || !text.trim()) problems.push(`${app}: '${key}' has an empty English text`);
  }
  for (const [key, text] of hi) {
    if (!en.has(key)) problems.push(`${app}: '${key}' has no English text`);
    if (typeof text !== 'string' || !text.trim()) problems.push(`${app}: '${key}' has an empty Hindi text`);
  }
  const known = new Set([...en.keys()].map((key) => key.replace(pluralSuffix, '')));
  for (const file of sourceFiles(path.join(root, app, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*['"]([\w.-]+)['"]/g)) {
      if (!known.has(match[1]) && !en.has(match[1])) problems.push(`${path.relative(root, file)}: t('${match[1]}') has no text`);
    }
  }
}

// The shared names of stored codes (libs/i18n/src/codes) that createI18n gives every app.
{
  const dir = path.join(root, 'libs/i18n/src/codes');
  const en = new Map(flatten(loadModule(path.join(dir, 'en.ts'))));
  const hi = new Map(flatten(loadModule(path.join(dir, 'hi.ts'))));
  keyCount += en.size;
  for (const [key, text] of en) if (!hi.get(key)?.trim() || !text?.trim()) problems.push(`libs/i18n codes: '${key}' needs English and Hindi text`);
  for (const key of hi.keys()) if (!en.has(key)) problems.push(`libs/i18n codes: '${key}' has no English text`);
}

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check: ${keyCount} keys, each with Hindi and English text`);
