import { appTexts } from '@cc/i18n';

/** mf-admin's texts, a chunk per language; the exposed `./App.<language>` bundles its own (remote-entry.<language>.tsx). */
export const texts = appTexts({ en: () => import('./en').then((module) => module.en), hi: () => import('./hi').then((module) => module.hi) });
