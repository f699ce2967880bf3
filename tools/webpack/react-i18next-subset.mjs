// The part of react-i18next the web apps use. It is a run-time singleton shared by the shell and
// the remotes (shared-deps.js), and a shared module is never tree-shaken: the whole package (Trans,
// its HTML parser, useSSR...) is 10.3 KB gzip on the landing page, this subset ~3 KB. The factory
// aliases `react-i18next` to this file, which re-exports the package's own ES build
// (`react-i18next-full`). A name missing here fails the build (exportsPresence: 'error').
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next-full';
