// `@cc/ui/remote`: what every remote's App is built from (providers, shell props, page states).
// A separate entry so a remote does not pull the shell-facing components of the main index.
export * from './src/remote/remote-props-context';
export * from './src/remote/remote-providers';
export * from './src/remote/remote-query-provider';
export * from './src/remote/page-state';
export * from './src/remote/remote-routes';
export * from './src/remote/use-access-guard';
export * from './src/remote/language-toggle';
export * from './src/remote/theme-toggle';
export * from './src/remote/app-header';
export * from './src/remote/progress-timeline';
export * from './src/remote/use-request-type-name';
export * from './src/components/page-title';
