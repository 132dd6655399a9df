/** Writes the default `remotes.json` beside index.html; each environment replaces or rewrites it. */
class EmitRemotesConfigPlugin {
  constructor(config) {
    this.source = `${JSON.stringify(config, null, 2)}\n`;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitRemotesConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRemotesConfigPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('remotes.json', new RawSource(this.source)),
      );
    });
  }
}

module.exports = EmitRemotesConfigPlugin;
