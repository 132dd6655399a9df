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

/**
 * The react-router exports the apps may use. A shared module is not tree-shaken by default and
 * react-router's whole build weighs ~60 KiB gzip on every page; add a name here to use it.
 */
const REACT_ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'Navigate',
  'NavLink',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
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
      const treeShaking =
        packageName === 'react-router' ? { usedExports: REACT_ROUTER_EXPORTS, mode: 'runtime-infer' } : undefined;
      return [key, { singleton: true, requiredVersion: `^${version}`, version, ...(treeShaking && { treeShaking }) }];
    }),
  );
}

module.exports = { SHARED_SINGLETONS, REACT_ROUTER_EXPORTS, sharedSingletons };
