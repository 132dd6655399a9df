module.exports = {
  ...require('./create-webpack-config.cjs'),
  ...require('./shared-singletons.cjs'),
  EmitRemotesConfigPlugin: require('./emit-remotes-config-plugin.cjs'),
  EmitTranslationsPlugin: require('./emit-translations-plugin.cjs'),
  ...require('./pseudo-locale.cjs'),
};
