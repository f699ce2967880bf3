#!/usr/bin/env node
// `npm run i18n:check`: the texts of every app (shell, mf-*) and shared library (the request form's
// own texts, the names of stored codes, the message catalogue of libs/validation) have the same keys
// in Hindi and English and no empty text; every literal t('key') in their source has an English
// text; no Hindi text keeps English words (beyond the kept acronyms and names) or a spelling that
// docs/glossary-hi.md rejects; no app repeats a catalogue message instead of `validation.<key>`.
// Stored words too: the default remarks kept by catalogue key have real Hindi, and every seeded
// message template (migrations, demo seed) has a Hindi title and content held to the same rules.
// The rules themselves are in tools/i18n-check/rules.ts (unit tested).
import { buildSync } from 'esbuild';
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function loadExports(file) {
  if (file.endsWith('.json')) return { default: JSON.parse(readFileSync(file, 'utf8')) };
  const out = buildSync({ entryPoints: [file], bundle: true, write: false, format: 'cjs', platform: 'node', logLevel: 'silent' });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(module, module.exports, require);
  return module.exports;
}
const loadDefault = (file) => {
  const exported = loadExports(file);
  return exported.default ?? Object.values(exported)[0];
};

const rules = loadExports(path.join(root, 'tools/i18n-check/rules.ts'));
const texts = (object) => new Map(rules.flatten(object));

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

// The message catalogue every app gets under `validation.` (libs/i18n validation-texts.ts).
const { validationMessages } = loadExports(path.join(root, 'libs/validation/src/messages.ts'));
const catalogue = {
  en: new Map(Object.entries(validationMessages).map(([key, message]) => [key, message.en])),
  hi: new Map(Object.entries(validationMessages).map(([key, message]) => [key, message.hi])),
};
const keyOfMessage = new Map([...catalogue.en].map(([key, text]) => [text, key]));
const codes = {
  en: texts(loadDefault(path.join(root, 'libs/i18n/src/codes/en.ts'))),
  hi: texts(loadDefault(path.join(root, 'libs/i18n/src/codes/hi.ts'))),
};
const shared = new Set([...[...catalogue.en.keys()].map((key) => `validation.${key}`), ...[...codes.en.keys()].map((key) => `codes.${key}`)]);

// Where an app's words are the same as a message on purpose: the district select's placeholder.
const SAME_WORDS_ON_PURPOSE = new Set(['shell register.fields.selectDistrict', 'libs/request-form selectDistrict']);

const glossary = rules.parseGlossary(readFileSync(path.join(root, 'docs/glossary-hi.md'), 'utf8'));

/**
 * Every resource set checked: apps own `src/i18n/{en,hi}`; the request form and the feedback panel
 * own their namespaces. An app's later part (`src/i18n/pages/{en,hi}`, app-texts.ts) is checked with
 * its first; `firstPage` lists the sources of the page that loads only the first part, whose keys
 * must be there.
 */
// mf-public's landing page loads only the first part (mf-public/src/i18n/texts.ts).
const firstPageSources = { 'mf-public': ['features/landing', 'shared', 'app'].map((folder) => `mf-public/src/${folder}`) };
const resourceSets = [
  ...['shell', 'mf-public', 'mf-citizen', 'mf-staff', 'mf-admin'].map((app) => ({ name: app, dir: `${app}/src/i18n`, source: `${app}/src`, app: true, firstPage: firstPageSources[app] })),
  { name: 'libs/request-form', dir: 'libs/request-form/src/i18n', source: 'libs/request-form/src', app: false },
  { name: 'libs/request-feedback', dir: 'libs/request-feedback/src/i18n', source: 'libs/request-feedback/src', app: false },
];

/** Keys a source file asks t() for by name. */
const keysAsked = (source) => [...source.matchAll(/\bt\(\s*['"]([\w.-]+)['"]/g)].map((match) => match[1]);

const problems = [];
const allHindi = [
  ['libs/validation catalogue', catalogue.hi],
  ['libs/i18n codes', codes.hi],
];
let keyCount = catalogue.en.size + codes.en.size;
problems.push(...rules.parityProblems('libs/validation catalogue', catalogue.en, catalogue.hi));
problems.push(...rules.parityProblems('libs/i18n codes', codes.en, codes.hi));

// Remarks the office stores by key and every reader gets in their language (libs/validation default-remarks.ts).
const { DEFAULT_REMARK_KEYS } = loadExports(path.join(root, 'libs/validation/src/default-remarks.ts'));
problems.push(...rules.defaultRemarkProblems(DEFAULT_REMARK_KEYS, catalogue));

// The message_templates rows the migrations and the demo seed insert, with the later spelling fixes applied.
const migration = (file) => loadExports(path.join(root, 'api/src/db/migrations', file));
const templateSeeds = [
  ...migration('006-event-templates.ts').EVENT_TEMPLATE_SEEDS,
  ...migration('007-staff-inbox.ts').STAFF_RESPONSE_TEMPLATES,
  ...migration('013-data-deletion.ts').DELETION_TEMPLATE_SEEDS,
  ...migration('017-request-feedback.ts').REOPENED_TEMPLATES,
  ...migration('018-duplicate-hints.ts').DUPLICATE_TEMPLATE_SEEDS,
  migration('026-retention.ts').ERASURE_CODE_TEMPLATE,
  ...loadExports(path.join(root, 'api/src/db/seeds/demo-content.ts')).demoTemplates,
];
const templates = rules.templateHindi('message templates', rules.withSpellingFixes(templateSeeds, migration('027-message-language.ts').TEMPLATE_HINDI_FIXES));
problems.push(...templates.problems);
allHindi.push(['message templates', templates.hindi]);
keyCount += templates.hindi.size;

for (const set of resourceSets) {
  const enFile = findResource(path.join(root, set.dir), 'en');
  const hiFile = findResource(path.join(root, set.dir), 'hi');
  if (!enFile || !hiFile) {
    problems.push(`${set.name}: ${set.dir}/en and ${set.dir}/hi are both required`);
    continue;
  }
  const laterEn = findResource(path.join(root, set.dir, 'pages'), 'en');
  const laterHi = findResource(path.join(root, set.dir, 'pages'), 'hi');
  const firstEn = texts(loadDefault(enFile));
  const en = new Map([...firstEn, ...(laterEn ? texts(loadDefault(laterEn)) : [])]);
  const hi = new Map([...texts(loadDefault(hiFile)), ...(laterHi ? texts(loadDefault(laterHi)) : [])]);
  keyCount += en.size;
  allHindi.push([set.name, hi]);
  problems.push(...rules.parityProblems(set.name, en, hi));
  const own = new Map([...en].filter(([key]) => !SAME_WORDS_ON_PURPOSE.has(`${set.name} ${key}`)));
  problems.push(...rules.catalogueCopies(set.name, own, keyOfMessage));
  const known = new Set([...en.keys()].map((key) => key.replace(pluralSuffix, '')));
  for (const file of sourceFiles(path.join(root, set.source))) {
    for (const key of keysAsked(readFileSync(file, 'utf8'))) {
      if (!known.has(key) && !en.has(key) && !(set.app && shared.has(key))) problems.push(`${path.relative(root, file)}: t('${key}') has no text`);
    }
  }
  const firstKnown = new Set([...firstEn.keys()].map((key) => key.replace(pluralSuffix, '')));
  for (const file of (set.firstPage ?? []).flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    for (const key of keysAsked(readFileSync(file, 'utf8'))) {
      if (en.has(key) && !firstKnown.has(key) && !firstEn.has(key)) problems.push(`${path.relative(root, file)}: t('${key}') is in ${set.dir}/pages, which the first page does not load`);
    }
  }
}

for (const [name, hi] of allHindi) {
  for (const [key, text] of hi) {
    const words = typeof text === 'string' ? rules.englishLeft(text) : [];
    if (words.length) problems.push(`${name}: Hindi '${key}' keeps English (${words.join(', ')})`);
  }
  problems.push(...rules.glossaryProblems(name, hi, glossary));
}

if (problems.length) {
  console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check: ${keyCount} keys, each with Hindi and English text; ${glossary.length} glossary terms, no rejected spelling`);
