// The feature-folder boundary (docs/architecture.md, "Feature folders"): one feature of an app
// never imports another feature of it. Shared by eslint.config.mjs and its test.

/** Every file under <app>/src/features/<feature>/ belongs to that feature. */
export const featureBoundarySettings = {
  'boundaries/elements': [{ type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] }],
  // Every way a file names another: static and dynamic imports, re-exports, require().
  'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export', 'require'],
  // Resolve imports to files the way the apps' TypeScript does: no extensions written, and the
  // tsconfig `paths`, so an alias that compiles is resolved (and judged) too.
  'import/resolver': {
    typescript: { project: ['tsconfig.base.json', 'shell/tsconfig.json', 'mf-*/tsconfig.json', 'libs/*/tsconfig.json'], noWarnOnMultipleProjects: true },
    node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};

const message = 'Features must not import each other ({{ from.element.captured.feature }} imports {{ to.element.captured.feature }}); lift shared code up to src/shared/ or a lib.';

export const featureBoundaryRule = {
  default: 'allow',
  policies: [
    {
      from: { element: { type: 'feature' } },
      disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
      message,
    },
    {
      from: { element: { type: 'feature' } },
      disallow: { to: { element: { type: 'feature', captured: { app: '!{{ from.element.captured.app }}' } } } },
      message,
    },
  ],
};
