// The @cc/* libraries are named once: the `paths` of tsconfig.base.json, which TypeScript and the
// ESLint import resolver read as they are. Jest (jest.preset.js) and webpack (create-web-config.js
// and the pre-render build) take the same names and files from here, so a library is added,
// renamed or moved in that one place.
//
// Each name maps exactly (`@cc/ui`, not `@cc/ui/...`): a subpath such as `@cc/ui/remote`,
// `@cc/i18n/texts` or `@cc/api-client/testing` resolves through the workspace link
// (node_modules/@cc/<lib> -> libs/<lib>) to the file of that name in the library's folder.
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '../..');
const tsconfigFile = path.join(root, 'tsconfig.base.json');

/** tsconfig.base.json `paths` as [name, absolute file] pairs, e.g. ['@cc/ui', '/…/libs/ui/src/index.ts']. */
function libPaths() {
  // TypeScript's own reader: the file may carry comments and trailing commas like any tsconfig.
  const { config, error } = ts.readConfigFile(tsconfigFile, ts.sys.readFile);
  if (error) throw new Error(`${tsconfigFile}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  const { baseUrl = '.', paths = {} } = config.compilerOptions ?? {};
  return Object.entries(paths).map(([name, targets]) => {
    // One target each, no wildcard: the two mappings below translate exactly that.
    if (name.includes('*') || targets.length !== 1) {
      throw new Error(`${tsconfigFile}: paths["${name}"] must be one name mapped to one file (tools/webpack/lib-paths.js).`);
    }
    return [name, path.resolve(path.dirname(tsconfigFile), baseUrl, targets[0])];
  });
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** For jest's moduleNameMapper: { '^@cc/ui$': '/…/libs/ui/src/index.ts', … }. */
function jestModuleNameMapper() {
  return Object.fromEntries(libPaths().map(([name, file]) => [`^${escapeRegExp(name)}$`, file]));
}

/** For webpack's resolve.alias (a trailing `$` is webpack's exact match): { '@cc/ui$': '/…/libs/ui/src/index.ts', … }. */
function webpackAliases() {
  return Object.fromEntries(libPaths().map(([name, file]) => [`${name}$`, file]));
}

module.exports = { libPaths, jestModuleNameMapper, webpackAliases };
