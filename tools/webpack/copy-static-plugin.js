// Copies a few static files (e.g. the shell's mf-remotes.json) into the build output as-is,
// so the remote map can be edited after deploy without a rebuild (architecture §2).
const fs = require('node:fs');
const path = require('node:path');

class CopyStaticPlugin {
  /** @param {{ from: string, files: string[] }} options */
  constructor({ from, files }) {
    this.from = from;
    this.files = files;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyStaticPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyStaticPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            const source = path.join(this.from, file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(source)));
          }
        },
      );
    });
  }
}

module.exports = { CopyStaticPlugin };
