// `@cc/ui/dev`: development-only helpers, kept out of the main entry so no app bundle pays for them.
export * from './src/dev/remote-dev-harness';
