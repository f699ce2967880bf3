import federation from '@module-federation/webpack-bundler-runtime';

/**
 * Lends the shell's copy of the webpack half of the federation runtime to the remotes: their
 * production remoteEntry.js files read it from this global instead of each carrying ~4 KB of it
 * (tools/webpack/borrowed-bundler-runtime.mjs), as `externalRuntime` does for the
 * runtime core. Imported first by src/index.ts, so it is set before any remoteEntry.js runs.
 */
(globalThis as Record<string, unknown>)._FEDERATION_BUNDLER_RUNTIME = federation;
