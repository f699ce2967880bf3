// size-limit (`npm run budgets`, second half): the built files that can be named without a browser.
// The numbers come from tools/budgets/budgets.cjs; the landing page's whole critical path (which
// chunks `/` really loads) is measured in Chromium by `tools/bench/landing-js-size.mjs --check`,
// the first half of `npm run budgets`.
const budgets = require('./tools/budgets/budgets.cjs');
const { remoteFolders } = require('./tools/budgets/remotes.cjs');

module.exports = [
  ...remoteFolders().map((remote) => ({
    name: `${remote} remoteEntry.js`,
    path: `dist/${remote}/remoteEntry.js`,
    limit: `${budgets.remoteEntryGzipBytes} B`,
    gzip: true,
  })),
  // The shell's entry chunk is on every page's critical path, so it alone can never exceed the
  // landing budget: a quick bound, checked before the browser measurement of the whole path.
  {
    name: 'shell entry chunk (main.*.js)',
    path: 'dist/shell/main.*.js',
    limit: `${budgets.landingJsGzipBytes} B`,
    gzip: true,
  },
];
