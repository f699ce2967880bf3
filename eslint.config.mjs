// Lint for the whole workspace: TypeScript rules, React hooks, accessibility, and the boundaries
// (architecture §2, §6; docs/decisions/0103-nx-boundaries.md). One mechanism each:
// - between projects, @nx/enforce-module-boundaries on the projects' tags (their project.json);
// - between the folders of one app, eslint-plugin-boundaries (tools/eslint/feature-boundaries.mjs
//   and its test: features apart, the request domain, no feature reaching up into a remote's src/app).
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import { featureBoundaryRule, featureBoundarySettings } from './tools/eslint/feature-boundaries.mjs';

// Every schema is built with the Joi of libs/validation, whose strings refuse U+0000:
// importing 'joi' itself anywhere else would build schemas without that rule.
const sharedJoiOnly = {
  name: 'joi',
  message: "Use { Joi } from '@cc/validation': its strings refuse NUL bytes, which PostgreSQL cannot store.",
};

// Each name also bans its subpaths (`knex/types`, `react-dom/client`): the rule matches the import as written.
const withSubpaths = (names) => names.flatMap((name) => [name, `${name}/*`]);
// The server's packages: HTTP framework, database, ORM. Never in a browser bundle.
const serverOnly = withSubpaths(['koa', 'koa-*', '@koa/*', 'knex', 'knex-*', 'objection', 'pg', 'pg-*', '@electric-sql/pglite']);
// The browser's packages: React and its router, i18n binding, data and state libraries. i18next
// itself is not here: it runs anywhere (each web app builds its own instance with it).
const browserOnly = withSubpaths(['react', 'react-*', '@tanstack/react-*', 'i18next-browser-*', 'zustand', 'idb-keyval', 'recharts', 'workbox-*', '@module-federation/*']);


export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.js', '**/*.mjs', 'data/**', 'e2e/test-results/**', 'playwright-report/**'] },
  ...nx.configs['flat/base'],
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Tags (project.json): type:app|lib|e2e|tools; scope:<app> for each app, scope:shared for the
      // libraries; platform:web (shell, remotes, ui, api-client, i18n, request-form, request-feedback),
      // platform:node (api, e2e), platform:any (types, validation). Every constraint whose tag a
      // project carries applies to it.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // mf-citizen loads the request form lazily on the web dashboard and statically in the
          // new-request page, which its routes load lazily too: the form stays out of the entry chunk.
          checkDynamicDependenciesExceptions: ['@cc/request-form'],
          depConstraints: [
            // No app imports another: the shell loads the remotes at run time through module
            // federation (shell/src/features/remotes, public/mf-remotes.json), never their source,
            // and a remote imports neither another remote nor the shell.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            // Build and test scripts read the apps' sources (the pre-render, the bench).
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['*'] },
            // A shared library belongs to no app.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:any'], bannedExternalImports: serverOnly },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any'], bannedExternalImports: browserOnly },
            // types and validation run in the browser and in the API alike.
            { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'], bannedExternalImports: [...serverOnly, ...browserOnly] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['libs/validation/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [sharedJoiOnly] }] },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.configs.recommended.rules,
      // Text is rendered as text (ASVS 5.0 V3.2.2): raw HTML from data would be an XSS hole the CSP
      // then has to catch.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text, never raw HTML.' },
      ],
    },
  },
  {
    // Features inside one app do not reach into each other (bulletproof-react style): a feature
    // may import its own files, the app's shared/, i18n/ and the libraries, never another
    // feature; in a remote, never the app's src/app/ either (the app composes the features).
    // eslint-plugin-boundaries resolves every import to a file first, so every spelling is
    // caught: relative paths of any depth, the app's package name, an alias. Lift shared code up
    // (the app's src/shared/ or a lib). Proved by tools/eslint/__tests__/feature-boundaries.test.mjs.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx'],
    plugins: { boundaries },
    settings: featureBoundarySettings,
    rules: { 'boundaries/dependencies': ['error', featureBoundaryRule] },
  },
  {
    files: ['**/__tests__/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
