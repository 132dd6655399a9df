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
  'matchPath',
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

/** react-i18next's exports the apps may use: tree-shaking the rest (Trans and its HTML parser) saves ~7 KiB gzip on every page. */
const REACT_I18NEXT_EXPORTS = ['I18nextProvider', 'useTranslation'];

const TREE_SHAKEN = { 'react-router': REACT_ROUTER_EXPORTS, 'react-i18next': REACT_I18NEXT_EXPORTS };

function installedVersion(packageName, fromDir) {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

function sharedSingletons(appDir) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => {
      const packageName = key.replace(/\/$/, '');
      const version = installedVersion(packageName, path.resolve(appDir));
      const usedExports = TREE_SHAKEN[packageName];
      const treeShaking = usedExports ? { usedExports, mode: 'runtime-infer' } : undefined;
      return [key, { singleton: true, requiredVersion: `^${version}`, version, ...(treeShaking && { treeShaking }) }];
    }),
  );
}

module.exports = { SHARED_SINGLETONS, REACT_ROUTER_EXPORTS, REACT_I18NEXT_EXPORTS, sharedSingletons };
