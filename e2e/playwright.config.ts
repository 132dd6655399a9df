import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SHELL_ORIGIN, systemServers } from './support/system';

export default defineConfig({
  testDir: './tests',
  // `npm run test:security` runs the security specs and prints their figures; `npm run test:e2e` leaves them to it.
  testIgnore: process.env.LAUREL_E2E_SKIP_SECURITY ? /security-[^/]*\.spec\.ts$/ : undefined,
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: SHELL_ORIGIN,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: systemServers().map((server) => ({
    ...server,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
