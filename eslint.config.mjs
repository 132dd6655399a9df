import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { REACT_ROUTER_EXPORTS, REACT_I18NEXT_EXPORTS } = require('./shared/federation/shared-singletons.cjs');
const noLiteralUiString = require('./shared/tools/eslint-rules/no-literal-ui-string.cjs');

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const REMOTES = ['remote-recognition', 'remote-announcements', 'remote-programs', 'remote-rewards', 'remote-admin'];
const PACKAGES = ['shared', 'mock-api', 'shell', ...REMOTES, 'e2e'];
const CODE = '{ts,tsx,js,cjs,mjs}';
// Tests, test helpers, build configs and dev tools may also use the root's devDependencies (jest, Testing Library,
// webpack and its loaders, the dev servers): one copy of the tooling for the whole repository.
const TOOLING = ['**/*.test', '**/testing/**/*', 'webpack.config', '*-plugin', 'federation/**/*', 'tools/**/*'];

// Shown as they are in every language, so laurel/no-literal-ui-string lets a component type them: the
// brand, and the scheme a URL field shows as its example.
const SAME_IN_EVERY_LANGUAGE = ['Laurel', 'https://'];

const reactRouterRule = {
  name: 'react-router',
  allowImportNames: REACT_ROUTER_EXPORTS,
  message: 'Add the export to REACT_ROUTER_EXPORTS in shared/federation/shared-singletons.cjs first.',
};
const reactI18nextRule = {
  name: 'react-i18next',
  allowImportNames: REACT_I18NEXT_EXPORTS,
  message: 'Add the export to REACT_I18NEXT_EXPORTS in shared/federation/shared-singletons.cjs first.',
};
const oneRouter = {
  name: 'react-router-dom',
  message: "Import from 'react-router': one shared module for the router.",
};
const oneCache = {
  name: 'swr/infinite',
  message:
    "Import useSWRInfinite from '@laurel/shared': swr/infinite must come from the build that shares swr, or its pages sit in a second cache.",
};

/** Import zones: which other packages' files a package may reach. `@laurel/shared` is governed separately for mock-api. */
const FORBIDDEN_PACKAGES = {
  shared: {
    from: [...REMOTES, 'shell', 'mock-api', 'e2e'],
    why: 'shared is the bottom layer: it never imports an app.',
  },
  shell: {
    from: [...REMOTES, 'mock-api', 'e2e'],
    why: 'Only the shell composes, at run time through the federation runtime, never by import.',
  },
  'mock-api': {
    from: [...REMOTES, 'shell', 'e2e'],
    why: 'The mock API shares only the contract with the browser apps.',
  },
  e2e: { from: [...REMOTES, 'shell', 'mock-api'], why: 'e2e drives the built apps; it imports no app src.' },
  ...Object.fromEntries(
    REMOTES.map((remote) => [
      remote,
      {
        from: [...REMOTES.filter((other) => other !== remote), 'shell', 'mock-api', 'e2e'],
        why: 'A remote imports only @laurel/shared and its own files; ask the shell through a typed event instead.',
      },
    ]),
  ),
};

// The mock API runs in Node: it may import only shared's React-free entries.
const MOCK_API_SHARED_ENTRIES = ['@laurel/shared/contract', '@laurel/shared/emoji', '@laurel/shared/system'];
const REACT_FREE_TESTING = ['@laurel/shared/testing/persona-expectations', '@laurel/shared/testing/xss-corpus.json'];
const mockApiRestrictedImports = (sharedAllowed) => [
  'error',
  {
    patterns: [
      {
        group: [
          'react',
          'react/*',
          'react-*',
          'react-*/*',
          '@radix-ui/*',
          'swr',
          'swr/*',
          'zustand',
          'zustand/*',
          '@tanstack/react-*',
          'slate*',
          '@testing-library/react',
        ],
        message: 'The mock API runs in Node and never imports React or a browser library.',
      },
      {
        regex: `^@laurel/shared(?!(${sharedAllowed.map((entry) => entry.replace('@laurel/shared', '')).join('|')})$)(/.*)?$`,
        message: `The mock API imports only shared's React-free entries: ${sharedAllowed.join(', ')}.`,
      },
    ],
  },
];

const packageRules = PACKAGES.flatMap((pkg) => [
  {
    files: [`${pkg}/**/*.${CODE}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            {
              target: `./${pkg}`,
              from: FORBIDDEN_PACKAGES[pkg].from.map((other) => `./${other}`),
              message: FORBIDDEN_PACKAGES[pkg].why,
            },
          ],
        },
      ],
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [path.join(ROOT, pkg)], devDependencies: pkg === 'e2e' },
      ],
    },
  },
  {
    files: TOOLING.map((glob) => `${pkg}/${glob}.${CODE}`),
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [path.join(ROOT, pkg), ROOT], devDependencies: true },
      ],
    },
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/perf/results/**',
      'coverage/**',
      // Deliberately broken imports, linted one by one by shared/tools/import-rules.test.mjs.
      'shared/tools/import-rules/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [`**/*.${CODE}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(ROOT, 'tsconfig.json'), alwaysTryTypes: true }),
      ],
    },
    rules: {
      // A package reaches another only through its name, so the zones and the declared dependencies see every import.
      'import-x/no-relative-packages': 'error',
      // Cycles are checked once over the whole graph by dependency-cruiser (.dependency-cruiser.cjs).
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [ROOT], devDependencies: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // react-router is shared tree-shaken to this list: any other export would not exist at run time.
      'no-restricted-imports': ['error', { paths: [reactRouterRule, reactI18nextRule, oneRouter, oneCache] }],
    },
  },
  ...packageRules,
  {
    files: [`mock-api/**/*.${CODE}`],
    rules: { 'no-restricted-imports': mockApiRestrictedImports(MOCK_API_SHARED_ENTRIES) },
  },
  {
    files: [`mock-api/**/*.test.${CODE}`, `mock-api/**/testing/**`],
    rules: { 'no-restricted-imports': mockApiRestrictedImports([...MOCK_API_SHARED_ENTRIES, ...REACT_FREE_TESTING]) },
  },
  {
    files: ['**/*.{cjs,mjs,js}', 'mock-api/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright fixtures hand their value on through a function named `use`.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Copy comes from i18next in every component (issue 20): tests, stories and test helpers may type theirs.
    files: ['{shell,shared,remote-*}/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing/**'],
    plugins: { laurel: { rules: { 'no-literal-ui-string': noLiteralUiString } } },
    rules: { 'laurel/no-literal-ui-string': ['error', { allow: SAME_IN_EVERY_LANGUAGE }] },
  },
);
