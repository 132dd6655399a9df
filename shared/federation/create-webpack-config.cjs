const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { BrotliAssetsPlugin } = require('./brotli-assets-plugin.cjs');
const { BootPreloadPlugin } = require('./boot-preload-plugin.cjs');
const { THEME_BOOT_SCRIPT } = require('./theme-boot-script.cjs');
const { isApiPath, MOCK_API_PORT, REMOTES, remoteName } = require('../tools/system.cjs');

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

/**
 * In production each chunk's CSS is a file beside its JS, fetched in parallel with it: no style text
 * inside the JS and no runtime injecting it (issue 11). The dev server keeps style-loader.
 */
const styleRules = (production) => {
  const inject = production ? MiniCssExtractPlugin.loader : 'style-loader';
  return [
    {
      test: /\.module\.css$/,
      use: [inject, { loader: 'css-loader', options: { modules: { namedExport: false } } }],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [inject, 'css-loader'] },
  ];
};

// A production build's files beside its scripts: extracted stylesheets, and a brotli copy of each.
const assetFiles = (production, prefix = '') =>
  production
    ? [
        new MiniCssExtractPlugin({
          filename: `${prefix}[name].[contenthash:8].css`,
          chunkFilename: `${prefix}[name].[contenthash:8].css`,
        }),
        new BrotliAssetsPlugin(),
      ]
    : [];

const apiProxy = [
  {
    context: isApiPath,
    target: `http://localhost:${MOCK_API_PORT}`,
    ws: true,
  },
];

// The ESM build: it reuses the host's own runtime-core, where the CommonJS main file would bundle a second copy.
const INJECT_EXTERNAL_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** What every compilation of an app shares: output naming, loaders, the dev server. */
function baseConfig(app, production, outputOverrides = {}) {
  return {
    mode: production ? 'production' : 'development',
    context: app.appDir,
    entry: './src/index.ts',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.appDir, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      publicPath: app.kind === 'remote' ? 'auto' : '/',
      uniqueName: remoteName(app.id),
      ...outputOverrides,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: { rules: [sourceRule, ...styleRules(production)] },
    performance: { hints: false },
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: false,
      headers: app.kind === 'remote' ? { 'Access-Control-Allow-Origin': '*' } : {},
      proxy: apiProxy,
      client: { overlay: false },
    },
  };
}

const THEME_BOOT_TAG = `<script>${THEME_BOOT_SCRIPT}</script>`;

/**
 * Fails the build when the page's theme script is not in index.html word for word (webpack's HTML
 * minimizer rewrites inline scripts): the CSP allows it by the hash of that text, and a browser would
 * block any other.
 */
const themeBootScriptCheck = {
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ThemeBootScriptCheck', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ThemeBootScriptCheck', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const page = assets['index.html'];
          if (page && !page.source().toString().includes(THEME_BOOT_TAG))
            compilation.errors.push(
              new WebpackError(
                'index.html: the theme script differs from THEME_BOOT_SCRIPT, so its CSP hash would not match',
              ),
            );
        },
      );
    });
  },
};

// Every app's page is served at its origin's root, whatever the deep link it answers.
const pagePlugin = (app, production) => ({
  apply(compiler) {
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'index.html'),
      title: app.title,
      // Whole, so a formatter cannot touch the script's text.
      themeBootTag: THEME_BOOT_TAG,
      publicPath: '/',
      chunks: ['main'],
    }).apply(compiler);
    themeBootScriptCheck.apply(compiler);
    if (production) new BootPreloadPlugin().apply(compiler);
  },
});

/**
 * The shell (`kind: 'host'`) provides the federation runtime to every remote it loads, through
 * the inject-external-runtime plugin, so each remoteEntry.js need not carry its own copy.
 */
function createWebpackConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const config = baseConfig(app, production, { clean: true });
    return {
      ...config,
      plugins: [
        new ModuleFederationPlugin({
          name: remoteName(app.id),
          remotes: {},
          shared: sharedSingletons(app.appDir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          runtimePlugins: [INJECT_EXTERNAL_RUNTIME_PLUGIN],
        }),
        pagePlugin(app, production),
        ...assetFiles(production),
        ...(app.plugins ?? []),
      ],
    };
  };
}

module.exports = { createWebpackConfig, baseConfig, pagePlugin, assetFiles };

/**
 * A remote builds twice into one dist/: the federated container (remoteEntry.js, the manifest and
 * the exposed chunks) without the federation runtime, which the shell provides; and the standalone
 * page, a plain bundle of the same bootstrap that needs no runtime at all.
 */
function createRemoteCompilations(app) {
  return (_env, argv) => {
    // The dev server serves one compilation: in development the container keeps its runtime and page.
    if (argv.mode === 'development') return remoteWithOwnRuntime(app);
    const container = {
      ...baseConfig(app, true, { clean: true }),
      name: `${app.id}-container`,
      entry: {},
      plugins: [remoteFederation(app, { experiments: { externalRuntime: true } }), ...assetFiles(true)],
    };
    const standalone = {
      ...baseConfig(app, true, {
        filename: 'standalone/[name].[contenthash:8].js',
        chunkFilename: 'standalone/[name].[contenthash:8].js',
        uniqueName: `${remoteName(app.id)}_standalone`,
        publicPath: '/',
      }),
      name: `${app.id}-standalone`,
      dependencies: [`${app.id}-container`],
      plugins: [pagePlugin(app, true), ...assetFiles(true, 'standalone/')],
    };
    return [container, standalone];
  };
}

const remoteFederation = (app, options = {}) =>
  new ModuleFederationPlugin({
    name: remoteName(app.id),
    filename: 'remoteEntry.js',
    exposes: app.exposes,
    shared: sharedSingletons(app.appDir),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: true,
    ...options,
  });

function remoteWithOwnRuntime(app) {
  return { ...baseConfig(app, false, { clean: true }), plugins: [remoteFederation(app), pagePlugin(app)] };
}

/** A remote's webpack config: its port from the system table, `./remote` exposed. */
function createRemoteWebpackConfig(appDir, id) {
  const remote = REMOTES.find((candidate) => candidate.id === id);
  if (!remote) throw new Error(`Unknown remote "${id}"`);
  return createRemoteCompilations({
    appDir,
    id,
    kind: 'remote',
    port: remote.port,
    title: `Laurel · ${remote.area} (standalone)`,
    exposes: { './remote': './src/remote.ts' },
  });
}

module.exports.createRemoteWebpackConfig = createRemoteWebpackConfig;
