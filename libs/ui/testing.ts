// `@cc/ui/testing`: helpers for the apps' tests (jest only; no app bundle imports it).
export * from './src/testing/render-remote';
