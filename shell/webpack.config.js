const { createWebpackConfig, EmitRemotesConfigPlugin } = require('@laurel/shared/federation');
const { SHELL_PORT, defaultRemotesConfig } = require('@laurel/shared/system');

module.exports = createWebpackConfig({
  appDir: __dirname,
  id: 'shell',
  kind: 'host',
  port: SHELL_PORT,
  title: 'Laurel',
  plugins: [new EmitRemotesConfigPlugin(defaultRemotesConfig())],
});
