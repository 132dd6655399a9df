import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { REACT_ROUTER_EXPORTS } = require('./shared/federation/shared-singletons.cjs');

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // react-router is shared tree-shaken to this list: any other export would not exist at run time.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              allowImportNames: REACT_ROUTER_EXPORTS,
              message: 'Add the export to REACT_ROUTER_EXPORTS in shared/federation/shared-singletons.cjs first.',
            },
            { name: 'react-router-dom', message: "Import from 'react-router': one shared module for the router." },
          ],
        },
      ],
    },
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
);
