// Proves the feature-folder boundary (eslint.config.mjs, tools/eslint/feature-boundaries.mjs)
// fires for every spelling of an import of a sibling feature, and stays quiet for a feature's own
// files, the app's shared code and the libraries. Lints source text as if it lived in
// mf-public/src/features/landing/components/, against the real files of mf-public.
// Run: node --test tools/eslint/__tests__/ (a stage of `npm test`).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import boundaries from 'eslint-plugin-boundaries';
import { featureBoundaryRule, featureBoundarySettings } from '../feature-boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const filePath = path.join(root, 'mf-public/src/features/landing/components/probe.tsx');
const RULE = 'boundaries/dependencies';

async function boundaryErrors(eslint, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE || m.fatal).map((m) => m.message);
}

// The workspace's own configuration, as `nx run-many -t lint` uses it.
const workspace = new ESLint({ cwd: root });

const sibling = [
  ['a relative path one level up', "import { EventsPage } from '../../events/components/events-page';"],
  ['a deeper relative path', "import { EventsPage } from '../../../features/events/components/events-page';"],
  ['a relative path through src', "import { EventsPage } from '../../../../src/features/events/components/events-page';"],
  ["the app's package name", "import { EventsPage } from 'mf-public/src/features/events/components/events-page';"],
  ['a stylesheet of another feature', "import styles from '../../events/components/event-card.module.css';"],
  ['a re-export', "export { EventsPage } from '../../events/components/events-page';"],
  ['a dynamic import', "export const load = () => import('../../events/components/events-page');"],
  ['a require', "export const page = require('../../events/components/events-page');"],
];

for (const [name, code] of sibling) {
  test(`refuses a sibling feature imported by ${name}`, async () => {
    const errors = await boundaryErrors(workspace, code);
    assert.equal(errors.length, 1, `expected one boundary error, got ${JSON.stringify(errors)}`);
    assert.match(errors[0], /Features must not import each other \(landing imports events\)/);
  });
}

const allowed = [
  ["the feature's own file", "import styles from './landing-page.module.css';"],
  ["the app's app/ folder", "import { AppRoutes } from '../../../app/app-routes';"],
  ['a library', "import { Button } from '@cc/ui';"],
  ['a package', "import { Link } from 'react-router-dom';"],
];

for (const [name, code] of allowed) {
  test(`allows ${name}`, async () => {
    assert.deepEqual(await boundaryErrors(workspace, `${code}\nexport {};`), []);
  });
}

test('refuses a sibling feature imported through a tsconfig path alias', async () => {
  // Same rule and settings, with a tsconfig that adds an alias onto mf-public's features.
  const resolver = { ...featureBoundarySettings['import/resolver'], typescript: { project: [path.join(root, 'tools/eslint/__tests__/fixtures/tsconfig.alias.json')] } };
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.tsx'], languageOptions: { parser: (await import('typescript-eslint')).parser } },
      { files: ['**/*.tsx'], plugins: { boundaries }, settings: { ...featureBoundarySettings, 'import/resolver': resolver }, rules: { [RULE]: ['error', featureBoundaryRule] } },
    ],
  });
  const errors = await boundaryErrors(eslint, "import { EventsPage } from '@public-features/events/components/events-page';");
  assert.equal(errors.length, 1, `expected one boundary error, got ${JSON.stringify(errors)}`);
  assert.match(errors[0], /landing imports events/);
});
