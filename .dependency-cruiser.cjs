/**
 * Import cycles, between modules and between folders (composer/ imports give/ while give/ imports
 * composer/ through other files: no file cycle, still a knot). One pass over the graph of all sources,
 * where ESLint's import-x/no-cycle walks the graph again for every file. Tests and test helpers are
 * left out: nothing imports a test, and helpers reach into the code they help to test.
 * Run by `npm run lint`; proved by shared/tools/import-rules.test.mjs.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself through its imports: the order the modules load in decides what each sees.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment: 'Two folders import each other: move what both need into one of them or a folder both import.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.[jt]sx?$', '/testing/', '(^|/)node_modules/', '(^|/)dist/'] },
    // The graph as compiled: imports used only as types vanish, so neither rule fires on a knot of types alone.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
