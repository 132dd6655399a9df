const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The files the page loads at boot behind its async boundary (`import('./bootstrap')`): the bootstrap's
 * chunks and, for each shared module it consumes, the chunks of the version this build provides (the
 * host registers its own first, so the runtime takes those rather than the consumer's fallback copy).
 * Lazy imports below them load later and are left out.
 */
function bootFiles(compilation, entrypoint) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, module);
  }
  const files = new Set();
  const seen = new Set();
  const visitBlocks = (module) => {
    for (const block of module?.blocks ?? []) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  const visitGroup = (group) => {
    for (const chunk of group?.chunks ?? []) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.files) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name === 'ConsumeSharedModule')
          visitBlocks(provided.get(module.options.shareKey) ?? module);
      }
    }
  };
  for (const chunk of entrypoint.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) visitBlocks(module);
  }
  return [...files];
}

const KINDS = [
  { test: /\.js$/, as: 'script' },
  { test: /\.css$/, as: 'style' },
];

/**
 * Names the boot's scripts and stylesheets in index.html, so the browser fetches them beside the entry
 * script instead of after it has run. Low priority, as the entry's own requests for them would be: they
 * do not hold the first paint up.
 */
class BootPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        // The federation plugin's child compilations of shared fallbacks have no page entry.
        const entrypoint = compilation.entrypoints.get('main');
        if (!entrypoint) return data;
        const publicPath = data.publicPath ?? '';
        const preloads = bootFiles(compilation, entrypoint).flatMap((file) => {
          const kind = KINDS.find(({ test }) => test.test(file));
          if (!kind) return [];
          const attributes = { rel: 'preload', href: `${publicPath}${file}`, as: kind.as, fetchpriority: 'low' };
          return [HtmlWebpackPlugin.createHtmlTagObject('link', attributes)];
        });
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin };
