// Adds <link rel="preload"> for the chunks every first page needs (the entry, the host's bootstrap chunk and
// the chunks of the modules it provides to the share scope: react, react-dom, react-router-dom,
// react-query, i18next) so the browser fetches them in parallel with main.js instead of after it
// has run: one round trip off the critical chain. Consumer-side fallbacks are not preloaded: with
// the host loaded first, the provided copies are the ones used.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const isProvide = (module) => module && module.type === 'provide-module';

class PreloadBootChunksPlugin {
  /** @param {{ bootstrap: RegExp }} options  the entry module(s) whose async import() is the bootstrap */
  constructor({ bootstrap }) {
    this.bootstrap = bootstrap;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath || '';
        // The entry (main.js) first: it is the deferred script that asks for all the others, and
        // Chrome holds a deferred script's request back behind the page's preloads until they end.
        const files = new Set();
        for (const chunk of compilation.chunks) if (chunk.hasRuntime()) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        const entry = files.size;
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial()) continue;
          const wanted = [...chunk.groupsIterable].some((group) =>
            group.origins.some(
              (origin) => isProvide(origin.module) || (origin.module && origin.module.resource && this.bootstrap.test(origin.module.resource.replace(/\\/g, '/'))),
            ),
          );
          if (!wanted) continue;
          for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
        }
        // Stylesheets before everything: they block the first paint (the pre-rendered page), and on
        // a slow link a dozen script preloads ahead of them pushed that paint from 1.0 to 2.4 s
        // (Lighthouse, /citizen, 24 Nov). Then the entry, then the rest.
        const ordered = [...[...files].slice(0, entry), ...[...files].slice(entry).sort()];
        const isCss = (file) => file.endsWith('.css');
        const tags = [...ordered.filter(isCss), ...ordered.filter((file) => !isCss(file))].map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: publicPath + file,
            as: file.endsWith('.css') ? 'style' : 'script',
          }),
        );
        data.headTags.unshift(...tags);
        return data;
      });
    });
  }
}

module.exports = { PreloadBootChunksPlugin };
