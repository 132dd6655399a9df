import { expect, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { tabUntilFocused } from '../support/give-recognition';

// Seeded (mock-api/src/seed/nominations.ts): 1 is open and public, 2 admin-only, 3 closed and public.
const PUBLIC_PERIOD = '/share/nominations/1';
const ADMIN_ONLY_PERIOD = '/share/nominations/2';
const PUBLIC_API = '/api/v2/public/nomination_periods/1';

interface PublicNominee {
  displayName: string;
  nominationCount: number;
  summary: string;
}

test.describe('the public nomination page, signed out', () => {
  test('a visitor with no session reads a public period: name, status, description, nominees and counts', async ({
    page,
    pageErrors,
  }, testInfo) => {
    const answer = await page.request.get(PUBLIC_API);
    expect(answer.status()).toBe(200);
    const period = (await answer.json()) as { nominees: PublicNominee[] };
    // Names, pictures, counts and summaries only: no ids, e-mails, usernames, nominators or reasons.
    for (const nominee of period.nominees) {
      expect(Object.keys(nominee).sort()).toEqual(['displayName', 'nominationCount', 'profilePic', 'summary']);
    }

    await page.goto(PUBLIC_PERIOD);
    await expect(page.getByRole('heading', { level: 1, name: 'Culture Champion 2026' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(PUBLIC_PERIOD);
    await expect(page.getByText('Open', { exact: true })).toBeVisible();
    await expect(page.getByText('great place to work')).toBeVisible();
    const nominees = page.getByRole('list', { name: 'Nominees' }).getByRole('listitem');
    await expect(nominees).toHaveCount(period.nominees.length);
    expect(period.nominees.length).toBeGreaterThan(0);
    for (const [index, nominee] of period.nominees.entries()) {
      const item = nominees.nth(index);
      await expect(item).toContainText(nominee.displayName);
      await expect(item).toContainText(`${nominee.nominationCount} nomination`);
    }
    await expect(page.locator('main')).not.toContainText('@');
    // The bare layout: no top bar, search or user menu for someone outside the company.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /user menu|account/i })).toHaveCount(0);

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('shared-nomination.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('an admin-only period shows not found, and its data never reaches the page', async ({ page }, testInfo) => {
    expect((await page.request.get('/api/v2/public/nomination_periods/2')).status()).toBe(404);
    await page.goto(ADMIN_ONLY_PERIOD);
    await expect(page.getByRole('heading', { level: 1, name: 'Nomination period not found' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Customer Hero');
    expect(new URL(page.url()).pathname).toBe(ADMIN_ONLY_PERIOD);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('shared-nomination-not-found.png'), fullPage: true });
  });

  test('from the keyboard: a failed read offers Try again, which loads the period', async ({ page }, testInfo) => {
    let failures = 1;
    await page.route(`**${PUBLIC_API}`, async (route) => {
      if (failures-- > 0) return route.fulfill({ status: 503, json: { error: 'unavailable', message: 'Down' } });
      return route.continue();
    });
    await page.goto(PUBLIC_PERIOD);
    await expect(page.getByRole('alert')).toContainText('Failed to fetch the nomination period');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('shared-nomination-error.png'), fullPage: true });
    const retry = page.getByRole('button', { name: 'Try again' });
    await tabUntilFocused(page, retry);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Culture Champion 2026' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Nominees' })).toBeVisible();
  });
});
