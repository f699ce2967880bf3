// A production remote's @module-federation/webpack-bundler-runtime (its `dist/bundler.js`, which the
// federation entry of every container imports; swapped in by create-web-config.js): the shell's copy,
// lent on a global by shell/src/features/remotes/share-bundler-runtime.ts, saves each remoteEntry.js
// ~4 KB gzip. Safe to share because its functions keep no state: each container passes its
// own __webpack_require__, whose `federation` object holds that container's instance and options.
// Not shared: `runtime` (@module-federation/runtime), which knows its build (FEDERATION_BUILD_IDENTIFIER
// is defined per build) and keeps the instance of the container that loaded it; a borrowed one made
// every remote find the shell's instance ("The name option cannot be changed", RUNTIME-010). Nor
// `initContainerEntry`, which the shell's build leaves out (it exposes nothing) and a remote needs.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const lent = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!lent) throw new Error('This remote runs inside the Citizen Connect shell, which lends it the federation runtime.');

export default { ...lent, runtime, bundlerRuntime: { ...lent.bundlerRuntime, initContainerEntry }, instance: undefined, initOptions: undefined, bundlerRuntimeOptions: {} };
