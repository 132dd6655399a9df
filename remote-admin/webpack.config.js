const { createRemoteWebpackConfig } = require('@laurel/shared/federation');

module.exports = createRemoteWebpackConfig(__dirname, 'admin');
