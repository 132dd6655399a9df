const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { API_PATHS, MOCK_API_PORT, REMOTES, remoteName } = require('../tools/system.cjs');

const sourceRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

const styleRules = [
  {
    test: /\.module\.css$/,
    use: ['style-loader', { loader: 'css-loader', options: { modules: { namedExport: false } } }],
  },
  { test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', 'css-loader'] },
];

const apiProxy = [
  {
    context: API_PATHS,
    target: `http://localhost:${MOCK_API_PORT}`,
    ws: true,
  },
];

/**
 * One webpack config for every app: the shell (`kind: 'host'`) and each remote.
 * @param {{ appDir: string, id: string, kind: 'host' | 'remote', port: number, title: string,
 *   exposes?: Record<string, string>, plugins?: unknown[] }} app
 */
function createWebpackConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = app.kind === 'remote';
    return {
      mode: production ? 'production' : 'development',
      context: app.appDir,
      entry: './src/index.ts',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.appDir, 'dist'),
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: remoteName(app.id),
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: { rules: [sourceRule, ...styleRules] },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name: remoteName(app.id),
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: app.exposes } : { remotes: {} }),
          shared: sharedSingletons(app.appDir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
        }),
        // Every app's page is served at its origin's root, whatever the deep link it answers.
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title,
          publicPath: '/',
          chunks: ['main'],
        }),
        ...(app.plugins ?? []),
      ],
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: false,
        headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
        proxy: apiProxy,
        client: { overlay: false },
      },
    };
  };
}

module.exports = { createWebpackConfig };

/** A remote's webpack config: its port from the system table, `./remote` exposed. */
function createRemoteWebpackConfig(appDir, id) {
  const remote = REMOTES.find((candidate) => candidate.id === id);
  if (!remote) throw new Error(`Unknown remote "${id}"`);
  return createWebpackConfig({
    appDir,
    id,
    kind: 'remote',
    port: remote.port,
    title: `Laurel · ${remote.area} (standalone)`,
    exposes: { './remote': './src/remote.ts' },
  });
}

module.exports.createRemoteWebpackConfig = createRemoteWebpackConfig;
