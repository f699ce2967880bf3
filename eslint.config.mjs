// Lint for the whole workspace: TypeScript rules, React hooks, accessibility, and the Nx
// module boundaries that keep apps from importing each other (architecture §2, §6).
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import { featureBoundaryRule, featureBoundarySettings } from './tools/eslint/feature-boundaries.mjs';

// Every schema is built with the Joi of libs/validation, whose strings refuse U+0000 (issue 9):
// importing 'joi' itself anywhere else would build schemas without that rule.
const sharedJoiOnly = {
  name: 'joi',
  message: "Use { Joi } from '@cc/validation': its strings refuse NUL bytes, which PostgreSQL cannot store.",
};

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/*.js', '**/*.mjs', 'data/**', 'e2e/test-results/**', 'playwright-report/**'] },
  ...nx.configs['flat/base'],
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
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
    // may import its own files, the app's app/, shared/, i18n/ and the libraries, never another
    // feature. eslint-plugin-boundaries resolves every import to a file first, so every spelling is
    // caught: relative paths of any depth, the app's package name, an alias. Lift shared code up
    // (the app's src/shared/ or a lib). Proved by tools/eslint/__tests__/feature-boundaries.test.ts.
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
