import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { messageBox, openGiveModal, pickSuggestion } from '../support/give-recognition';
import { collectCspViolations, writeSecurityResults, type SecurityResultRow } from '../support/security-results';
import { REMOTES, REPO_ROOT, SHELL_ORIGIN, remoteById } from '../support/system';

// The one inline script a page may run (its theme before the first paint), allowed by its hash.
const { THEME_BOOT_SCRIPT_SOURCE } = createRequire(__filename)(
  path.join(REPO_ROOT, 'shared/federation/theme-boot-script.cjs'),
) as { THEME_BOOT_SCRIPT_SOURCE: string };

const rows: SecurityResultRow[] = [];

test.describe.configure({ mode: 'serial' });

test.afterAll(() => writeSecurityResults('security-csp', rows));

const feedOf = (page: Page) => page.getByRole('feed', { name: 'Recognition feed' });

/** The main journeys, each run on the same page so a violation is charged to the journey that caused it. */
const JOURNEYS: [name: string, run: (page: Page) => Promise<void>][] = [
  [
    'sign in',
    async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign in to Laurel' })).toBeVisible();
      await page.getByRole('button', { name: /Emma Employee/ }).click();
      await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    },
  ],
  ['feed', async (page) => expect(feedOf(page).getByRole('article').first()).toBeVisible()],
  [
    'open a recognition',
    async (page) => {
      const id = await feedOf(page).getByRole('article').first().getAttribute('data-bonus-id');
      await page.goto(`/bonuses/${id}`);
      await expect(page.getByRole('dialog', { name: /Recognition from/ }).getByRole('article')).toBeVisible();
      await page.getByRole('button', { name: 'Close' }).first().click();
    },
  ],
  [
    'give a recognition',
    async (page) => {
      const modal = await openGiveModal(page);
      await messageBox(modal).click();
      await pickSuggestion(page, '@mateo', /Mateo Manager/);
      await page.keyboard.type('+1 #OwnIt for keeping the policy tight');
      await modal.getByRole('button', { name: 'Give +1' }).click();
      await expect(modal).toBeHidden();
      await expect(feedOf(page).getByRole('article').first()).toContainText('keeping the policy tight');
    },
  ],
  [
    'search',
    async (page) => {
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('searchbox').fill('Mateo');
      await dialog.getByRole('tab', { name: 'Users' }).click();
      await expect(dialog.getByRole('link', { name: /Mateo Manager/ }).first()).toBeVisible();
      await page.keyboard.press('Escape');
    },
  ],
  [
    'rewards',
    async (page) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
    },
  ],
  [
    'an admin page',
    async (page) => {
      await signIn(page, 'global_admin');
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    },
  ],
  [
    'the widget page',
    async (page) => {
      await page.goto('/widget');
      await expect(page.getByRole('heading', { level: 1, name: 'Give recognition' })).toBeVisible();
    },
  ],
  [
    "a remote's standalone page",
    async (page) => {
      const rewards = remoteById('rewards');
      // Cookies ignore ports: sign out so the standalone page's own sign-in runs too.
      await page.context().clearCookies();
      await page.goto(`${rewards.origin}/rewards`);
      await page.getByRole('button', { name: /Emma Employee/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
    },
  ],
];

test('the main journeys run without a single Content-Security-Policy violation', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  const violations = await collectCspViolations(page);
  const failed: string[] = [];
  for (const [name, run] of JOURNEYS) {
    const before = violations.length;
    await test.step(name, async () => {
      await run(page);
      // A late chunk or image is still the journey's own.
      await page.waitForLoadState('networkidle');
    });
    if (violations.length > before) failed.push(`${name}: ${JSON.stringify(violations.slice(before))}`);
  }
  rows.push({
    check: 'CSP violations on main journeys',
    cases: JOURNEYS.length,
    failures: failed.length,
    detail: failed.length ? failed.join('; ') : `${JOURNEYS.map(([name]) => name).join(', ')}: no violation`,
  });
  expect(failed).toEqual([]);
  expect(pageErrors).toEqual([]);
});

/** What is wrong with the security headers of one HTML response; empty when nothing is. */
function headerProblems(headers: Record<string, string>, scriptOrigins: string[], widget: boolean): string[] {
  const policy = headers['content-security-policy'] ?? '';
  const directive = (name: string) => new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(policy)?.[1]?.split(' ') ?? [];
  const problems: string[] = [];
  if (!policy) return ['no Content-Security-Policy'];
  const scripts = directive('script-src');
  if (scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'")) problems.push('unsafe script-src');
  if ([...scripts].sort().join(' ') !== ["'self'", THEME_BOOT_SCRIPT_SOURCE, ...scriptOrigins].sort().join(' '))
    problems.push(`script-src ${scripts.join(' ')}`);
  if (directive('object-src').join(' ') !== "'none'") problems.push('object-src');
  if (directive('base-uri').join(' ') !== "'none'") problems.push('base-uri');
  const ancestors = directive('frame-ancestors').join(' ');
  if (widget ? !ancestors.startsWith("'self'") : ancestors !== "'none'") problems.push(`frame-ancestors ${ancestors}`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('nosniff');
  if (!headers['referrer-policy']) problems.push('Referrer-Policy');
  return problems;
}

test('every HTML page carries the policy: scripts from self and the remotes.json origins only', async ({ request }) => {
  const remotesConfig = (await (await request.get('/remotes.json')).json()) as { remotes: { entry: string }[] };
  const remoteOrigins = [...new Set(remotesConfig.remotes.map((remote) => new URL(remote.entry).origin))];
  expect(remoteOrigins.sort()).toEqual(REMOTES.map((remote) => remote.origin).sort());

  const pages: [url: string, scriptOrigins: string[], widget: boolean][] = [
    ...['/', '/bonuses/1', '/rewards', '/admin/dashboard', '/no/such/page', '/users/sign_in_start'].map(
      (path): [string, string[], boolean] => [`${SHELL_ORIGIN}${path}`, remoteOrigins, false],
    ),
    [`${SHELL_ORIGIN}/widget`, remoteOrigins, true],
    ...REMOTES.map((remote): [string, string[], boolean] => [`${remote.origin}/`, [], false]),
  ];
  const failures: string[] = [];
  for (const [url, scriptOrigins, widget] of pages) {
    const response = await request.get(url);
    expect(response.headers()['content-type']).toMatch(/html/);
    const problems = headerProblems(response.headers(), url.startsWith(SHELL_ORIGIN) ? scriptOrigins : [], widget);
    if (problems.length) failures.push(`${url}: ${problems.join(', ')}`);
  }
  rows.push({
    check: 'Security headers on HTML responses',
    cases: pages.length,
    failures: failures.length,
    detail: failures.length ? failures.join('; ') : `shell pages, widget, sign-in, ${REMOTES.length} standalone pages`,
  });
  expect(failures).toEqual([]);
});
