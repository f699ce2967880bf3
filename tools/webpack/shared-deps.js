// The one list of modules shared between the shell and the remotes (architecture §2).
// Only what must be a single instance at run time; no `eager`, the shell loads them first.
const pkg = (name) => require(`${name}/package.json`).version;

const singleton = (name) => ({ singleton: true, version: pkg(name), requiredVersion: `^${pkg(name)}` });

const sharedDeps = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-router-dom': singleton('react-router-dom'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  // The i18next library once (~16 KB gzip, not tree-shaken anyway); each app still builds its
  // own instance with i18next.createInstance() (libs/i18n createI18n) and its own provider.
  i18next: singleton('i18next'),
  // react-i18next once as well (it was in the shell's bundle and again in each remote's): its
  // context carries no app state, every app still passes its own instance to <I18nextProvider>.
  'react-i18next': singleton('react-i18next'),
  // The one HTTP client (libs/api-client http.ts): the library once; each bundle's copy of
  // @cc/api-client still creates its instance from it, with the same interceptors.
  axios: singleton('axios'),
};

module.exports = { sharedDeps };
