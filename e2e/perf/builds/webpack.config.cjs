// The builds `npm run perf` compares the federated app with (issue 11):
// - monolith: the shell's source in one webpack build, every remote's `./remote` bundled from its source
//   instead of loaded through federation; same loaders, same splitting, no ModuleFederationPlugin;
// - floor: a bare React page that renders the feed's first page from the same API, and nothing else.
const path = require('node:path');
const webpack = require('webpack');
const { baseConfig, assetFiles, pagePlugin, EmitRemotesConfigPlugin } = require('@laurel/shared/federation');
const { REMOTES, defaultRemotesConfig } = require('@laurel/shared/system');

const REPO_ROOT = path.resolve(__dirname, '../../..');
const OUT_DIR = path.join(__dirname, '../results/builds');

const remoteSourceAliases = Object.fromEntries(
  REMOTES.map((remote) => [`laurel-monolith/${remote.id}`, path.join(REPO_ROOT, remote.dir, 'src/remote.ts')]),
);

function monolith() {
  const app = { appDir: path.join(REPO_ROOT, 'shell'), id: 'shell', kind: 'host', title: 'Laurel' };
  const config = baseConfig(app, true, { path: path.join(OUT_DIR, 'monolith'), clean: true });
  return {
    ...config,
    name: 'monolith',
    resolve: { ...config.resolve, alias: remoteSourceAliases },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(
        /[\\/]remotes[\\/]federation$/,
        path.join(__dirname, 'monolith-loader.ts'),
      ),
      pagePlugin(app, true),
      ...assetFiles(true),
      new EmitRemotesConfigPlugin(defaultRemotesConfig()),
    ],
  };
}

function floor() {
  const app = { appDir: __dirname, id: 'shell', kind: 'host', title: 'Laurel · floor' };
  const config = baseConfig(app, true, { path: path.join(OUT_DIR, 'floor'), clean: true });
  return {
    ...config,
    name: 'floor',
    entry: './floor/index.tsx',
    plugins: [pagePlugin(app, true), ...assetFiles(true), new EmitRemotesConfigPlugin({ remotes: [] })],
  };
}

module.exports = [monolith(), floor()];
module.exports.OUT_DIR = OUT_DIR;
