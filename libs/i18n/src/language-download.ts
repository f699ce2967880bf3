const DOWNLOADS = 'data-language-downloads';

/**
 * While the texts of a language just chosen download, the page says it is busy:
 * `html[data-language-pending]` (a progress pointer and dimmed language buttons, libs/ui theme.css)
 * and `#root[aria-busy]`. The shell
 * and each remote fetch their own texts with their own copy of this file, so the count of downloads
 * under way is kept on <html>, and the marks go when the last one ends.
 */
export function markLanguageDownload(language: string, change: 1 | -1): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const downloads = Math.max(0, Number(root.getAttribute(DOWNLOADS) ?? 0) + change);
  const app = document.getElementById('root');
  if (downloads > 0) {
    root.setAttribute(DOWNLOADS, String(downloads));
    root.setAttribute('data-language-pending', language);
    app?.setAttribute('aria-busy', 'true');
  } else {
    root.removeAttribute(DOWNLOADS);
    root.removeAttribute('data-language-pending');
    app?.removeAttribute('aria-busy');
  }
}
