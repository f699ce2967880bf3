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

async function boundaryErrors(eslint, code, from = filePath) {
  const [result] = await eslint.lintText(code, { filePath: from });
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

test("refuses a feature reaching up into the app's src/app", async () => {
  const errors = await boundaryErrors(workspace, "import { AppRoutes } from '../../../app/app-routes';\nexport {};");
  assert.equal(errors.length, 1, `expected one boundary error, got ${JSON.stringify(errors)}`);
  assert.match(errors[0], /A feature must not import its app \(landing imports mf-public\/src\/app\)/);
});

// mf-staff's request domain: every screen of the area is built from it, and it builds on no screen.
const staffFile = (feature) => path.join(root, `mf-staff/src/features/${feature}/components/probe.tsx`);

test('allows a feature to use its own app\'s request domain (features/requests)', async () => {
  const code = "import { RequestCard } from '../../requests/components/request-card';\nexport {};";
  assert.deepEqual(await boundaryErrors(workspace, code, staffFile('queue')), []);
});

test('refuses the request domain importing a feature', async () => {
  const code = "import { PendingPage } from '../../queue/components/pending-page';\nexport {};";
  const errors = await boundaryErrors(workspace, code, staffFile('requests'));
  assert.equal(errors.length, 1, `expected one boundary error, got ${JSON.stringify(errors)}`);
  assert.match(errors[0], /request domain \(features\/requests\) must not import a feature \(queue\)/);
});
