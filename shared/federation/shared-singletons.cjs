const path = require('node:path');

/**
 * Every package that must exist once on a page, whichever app loads first.
 * `react/` and `react-dom/` share deep imports such as `react-dom/client`.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'swr',
  'zustand',
  'i18next',
  'react-i18next',
  '@laurel/shared',
];

function installedVersion(packageName, fromDir) {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

function sharedSingletons(appDir) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => {
      const packageName = key.replace(/\/$/, '');
      const version = installedVersion(packageName, path.resolve(appDir));
      return [key, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

module.exports = { SHARED_SINGLETONS, sharedSingletons };
