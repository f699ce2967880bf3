// The folder boundaries inside one app (docs/architecture.md, "Feature folders"), shared by
// eslint.config.mjs and its test:
// - one feature of an app never imports another feature of it, except the app's request domain
//   (`src/features/requests`: the request calls, cards, dialogs and hooks every screen of the area
//   is built from), which itself imports no other feature;
// - in a remote (mf-*), no feature reaches up into the remote's src/app/: the app composes the
//   features, not the other way round (the shell's props come from a library: @cc/ui/remote).
// Boundaries between projects (app to app, web to API) are @nx/enforce-module-boundaries' job.

/** Files under <app>/src/features/<feature>/ belong to that feature, under <app>/src/app/ to the app; the first match wins. */
export const featureBoundarySettings = {
  'boundaries/elements': [
    { type: 'request-domain', pattern: '*/src/features/requests', capture: ['app'] },
    { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] },
    { type: 'app-root', pattern: '*/src/app', capture: ['app'] },
  ],
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
const domainMessage = 'The request domain (features/requests) must not import a feature ({{ to.element.captured.feature }}); move the code into features/requests or a lib.';
const appMessage =
  'A feature must not import its app ({{ from.element.captured.feature }} imports {{ from.element.captured.app }}/src/app): the app composes features; take shell context such as the remote props from @cc/ui, shared code from src/shared/ or a lib.';

export const featureBoundaryRule = {
  default: 'allow',
  policies: [
    {
      // Another feature of the same app; another app's are @nx/enforce-module-boundaries' (no app imports another).
      from: { element: { type: 'feature' } },
      disallow: { to: { element: { type: 'feature', captured: { app: '{{ from.element.captured.app }}', feature: '!{{ from.element.captured.feature }}' } } } },
      message,
    },
    {
      from: { element: { type: 'request-domain' } },
      disallow: { to: { element: { type: 'feature', captured: { app: '{{ from.element.captured.app }}' } } } },
      message: domainMessage,
    },
    {
      // The remotes only: the shell is the host, its features are the app's own pages.
      from: { element: { type: ['feature', 'request-domain'], captured: { app: 'mf-*' } } },
      // Its own app's src/app/; another app's is @nx/enforce-module-boundaries' (no app imports another).
      disallow: { to: { element: { type: 'app-root', captured: { app: '{{ from.element.captured.app }}' } } } },
      message: appMessage,
    },
  ],
};
