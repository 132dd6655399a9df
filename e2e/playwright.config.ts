import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SHELL_ORIGIN, systemServers } from './support/system';

/**
 * Specs that change what every spec of the main company sees for a while: its settings (GIFs, points per
 * recognition, values), a persona's account (deactivated and back), its job clock (which refills allowances
 * and posts celebrations) and its chat connections. They run after the others, so no spec reads the company
 * mid-change. Only the whole suite (`npm test -w e2e`, which sets LAUREL_E2E_WHOLE_SUITE) orders them so: a run
 * of chosen files does not first run every other spec.
 */
const COMPANY_CHANGES =
  /(admin-company-settings|admin-company-honoured|admin-users|admin-subscriptions|admin-billing-integrations|profile-settings|growth-pulse-and-recap|super-admin-kvms|independent-releases|languages)\.spec\.ts$/;

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
  projects: [
    { name: 'app', testIgnore: COMPANY_CHANGES },
    {
      name: 'company-changes',
      testMatch: COMPANY_CHANGES,
      dependencies: process.env.LAUREL_E2E_WHOLE_SUITE ? ['app'] : [],
    },
  ],
  webServer: systemServers().map((server) => ({
    ...server,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
