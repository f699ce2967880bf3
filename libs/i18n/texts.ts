// `@cc/i18n/texts`: what may run before the shared libraries are negotiated (no i18next, no React):
// the stored language and the per-language text chunks. The shell's entry starts its texts' fetch
// with these, in parallel with React's download (shell/src/index.ts).
export * from './src/app-texts';
export * from './src/language-storage';
