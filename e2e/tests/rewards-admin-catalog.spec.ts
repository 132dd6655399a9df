import { expect, signIn, skipSeasonalIntro, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { tabUntilFocused } from '../support/give-recognition';
import { rewardsApi } from '../support/rewards-api';

const REWARD = 'REI Gift Card';
const EMPLOYEE = 'tech_admin';

test.describe('admin rewards catalogue', () => {
  test('a rewards admin turns a reward off from the keyboard and an employee can no longer redeem it, then on again', async ({
    browser,
    page,
    pageErrors,
  }) => {
    // Two signed-in pages, two axe runs and three catalogue reads: 30 s was reached on a loaded machine.
    test.setTimeout(60_000);
    const employee = await rewardsApi(EMPLOYEE);
    const admin = await rewardsApi('rewards_admin');
    const rei = await employee.catalogItemNamed(REWARD);
    expect(rei, `${REWARD} is in the employee catalogue to begin with`).toBeDefined();

    try {
      await signIn(page, 'rewards_admin');
      await page.goto('/admin/rewards/catalog');
      await expect(page.getByRole('heading', { level: 1, name: 'Rewards catalogue settings' })).toBeVisible();
      await expect(page.getByRole('switch').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const search = page.getByRole('searchbox', { name: 'Search rewards by name or brand' });
      await tabUntilFocused(page, search, 60);
      await page.keyboard.type('REI');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/rewards\/catalog\?q=REI$/);
      const toggle = page.getByRole('switch', { name: `Offer ${REWARD}`, exact: true });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await tabUntilFocused(page, toggle, 10);
      await page.keyboard.press('Space');
      await expect(page.getByText(`${REWARD} is no longer offered: employees cannot redeem it.`)).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(await seriousViolations(page)).toEqual([]);

      // The employee's catalogue leaves it out at once, the reward page says why, and the server refuses it.
      expect(await employee.catalogItemNamed(REWARD)).toBeUndefined();
      const refused = await employee.redeem(rei!);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe('reward_inactive');
      const context = await browser.newContext();
      await skipSeasonalIntro(context);
      const employeePage = await context.newPage();
      await signIn(employeePage, EMPLOYEE);
      await employeePage.goto(`/rewards/${rei!.id}`);
      await expect(employeePage.getByRole('heading', { level: 1, name: REWARD })).toBeVisible();
      await expect(
        employeePage.getByText('Why can’t I redeem this?').or(employeePage.getByText("Why can't I redeem this?")),
      ).toBeVisible();
      await expect(employeePage.getByRole('button', { name: /^Redeem/ })).toBeDisabled();
      await context.close();

      await toggle.press('Space');
      await expect(page.getByText(`${REWARD} is offered again: employees can redeem it now.`)).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      expect((await employee.catalogItemNamed(REWARD))?.state).toBe('active');
      expect(pageErrors).toEqual([]);
    } finally {
      await admin.switchItem(rei!.id, true);
      await Promise.all([employee.dispose(), admin.dispose()]);
    }
  });

  test('an option of a reward turns off on its own, with the admin_disabled reason the employee sees', async ({
    page,
  }) => {
    await signIn(page, 'rewards_admin');
    await page.goto('/admin/rewards/catalog?q=Nintendo');
    const entry = page.getByRole('article', { name: 'Nintendo eShop Card', exact: true });
    await entry.getByRole('button', { name: /^Show its \d+ options?$/ }).click();
    const options = entry.getByRole('switch', { name: /^Offer .* of Nintendo eShop Card$/ });
    await expect(options.first()).toBeVisible();
    const first = options.first();
    const name = await first.getAttribute('aria-label');
    await first.click();
    await expect(page.getByText(/of Nintendo eShop Card is no longer offered\.$/)).toBeVisible();
    await expect(first).toHaveAttribute('aria-checked', 'false');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('switch', { name: name! }).click();
    await expect(page.getByText(/of Nintendo eShop Card is offered again\.$/)).toBeVisible();
  });
});
