const { createWebpackConfig, EmitRemotesConfigPlugin, EmitTranslationsPlugin } = require('@laurel/shared/federation');
const { SHELL_PORT, defaultRemotesConfig } = require('@laurel/shared/system');

module.exports = createWebpackConfig({
  appDir: __dirname,
  id: 'shell',
  kind: 'host',
  port: SHELL_PORT,
  title: 'Laurel',
  plugins: [
    new EmitRemotesConfigPlugin(defaultRemotesConfig()),
    // The languages (by i18next's languageOnly) of the profile settings' list other than English.
    new EmitTranslationsPlugin({ languages: ['de', 'es', 'fr', 'pt', 'ja'] }),
  ],
});
