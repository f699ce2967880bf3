// Writes css-chunks.json: for each named source module, the CSS files its chunk groups load.
// The build-time pre-render (tools/prerender) links them in the pre-rendered HTML, so the first
// paint is styled without JavaScript; when the chunks' JS runs later, mini-css-extract finds the
// <link> by its href and does not add it twice.
const path = require('node:path');

class CssChunksPlugin {
  /** @param {{ modules: string[] }} options  module paths relative to the compiler context */
  constructor({ modules }) {
    this.modules = modules;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CssChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CssChunksPlugin', stage: compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const wanted = new Map(this.modules.map((file) => [path.join(compiler.context, file), file]));
        const result = Object.fromEntries(this.modules.map((file) => [file, []]));
        for (const module of compilation.modules) {
          // A concatenated module carries the modules it inlined.
          const inner = (module.modules ? [...module.modules] : [module]).find((m) => m.resource && wanted.has(m.resource));
          if (!inner) continue;
          const file = wanted.get(inner.resource);
          const css = new Set();
          for (const chunk of compilation.chunkGraph.getModuleChunks(module)) {
            for (const group of chunk.groupsIterable) {
              for (const member of group.chunks) for (const asset of member.files) if (asset.endsWith('.css')) css.add(publicPath + asset);
            }
          }
          result[file] = [...css].sort();
        }
        compilation.emitAsset('css-chunks.json', new compiler.webpack.sources.RawSource(JSON.stringify(result, null, 2)));
      });
    });
  }
}

module.exports = { CssChunksPlugin };
