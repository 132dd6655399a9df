const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const browserProject = (displayName, roots) => ({
  displayName,
  roots,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.[jt]sx?$': swc },
  setupFiles: ['<rootDir>/shared/testing/polyfills.cjs'],
  setupFilesAfterEnv: ['<rootDir>/shared/testing/setup-tests.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/shared/testing/style-mock.cjs' },
  testMatch: ['**/src/**/*.test.ts?(x)'],
  // A form typed key by key with user-event takes ~3 s alone; with a worker per core, more on a busy machine.
  testTimeout: 15_000,
});

module.exports = {
  projects: [
    browserProject('shared', ['<rootDir>/shared']),
    browserProject('shell', ['<rootDir>/shell']),
    browserProject('remotes', [
      '<rootDir>/remote-recognition',
      '<rootDir>/remote-announcements',
      '<rootDir>/remote-programs',
      '<rootDir>/remote-rewards',
      '<rootDir>/remote-admin',
    ]),
    {
      displayName: 'mock-api',
      roots: ['<rootDir>/mock-api'],
      testEnvironment: 'node',
      transform: { '^.+\\.[jt]sx?$': swc },
      // jose ships ES modules only; let swc turn it into CommonJS for jest.
      transformIgnorePatterns: ['/node_modules/(?!jose/)'],
      testMatch: ['**/src/**/*.test.ts'],
    },
  ],
};
