import { appTexts, withSharedTexts } from '@cc/i18n';

/**
 * mf-public's texts, a chunk per language; the exposed `./App.<language>` bundles its own
 * (remote-entry.<language>.tsx). The landing page's are the first part; the other pages' texts
 * (pages/) are the later part, fetched with the first of those pages to open.
 */
export const texts = appTexts(
  { en: () => import('./en').then((module) => module.en), hi: () => import('./hi').then((module) => module.hi) },
  { later: { en: () => import('./pages/en').then((module) => module.pagesEn), hi: () => import('./pages/hi').then((module) => module.pagesHi) } },
);

/** A lazy page's import that also brings the pages' texts and the shared texts (codes, validation messages). */
export function withPageTexts<T>(page: Promise<T>): Promise<T> {
  return withSharedTexts(Promise.all([page, texts.loadLater()]).then(([module]) => module));
}
