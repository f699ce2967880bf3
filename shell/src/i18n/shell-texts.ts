import { appTexts } from '@cc/i18n/texts';

/**
 * The shell's texts, a chunk per language: the entry (index.ts) starts the stored language's
 * download alongside React's, and the first render waits for it (bootstrap.tsx). The other language
 * is fetched when the visitor switches.
 */
export const shellTexts = appTexts({
  en: () => import('./en.json').then((module) => module.default),
  hi: () => import('./hi.json').then((module) => module.default),
});
