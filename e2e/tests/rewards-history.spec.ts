import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { tabUntilFocused } from '../support/give-recognition';
import { rewardsApi } from '../support/rewards-api';

// Emma Employee's seeded history holds every status; this persona has points of its own to redeem with.
const REDEEMER = 'awards_admin';

test.describe('rewards history', () => {
  test('a new redemption is in the history with its status; its detail resends the gift e-mail; its receipt prints', async ({
    page,
    pageErrors,
  }) => {
    const api = await rewardsApi(REDEEMER);
    const doordash = await api.catalogItemNamed('DoorDash Gift Card');
    expect(doordash).toBeDefined();
    const { status, body } = await api.redeem(doordash!);
    expect(status, JSON.stringify(body)).toBe(201);
    const { id, priceInPoints } = body.result!;
    await api.dispose();

    await signIn(page, REDEEMER);
    await page.goto('/rewards/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Your redemptions' })).toBeVisible();
    const link = page.locator(`a[href="/rewards/history/${id}"]`);
    const summary = page.getByRole('article').filter({ has: link });
    await expect(summary).toContainText(`${priceInPoints} points`);
    await expect(summary).toContainText('Fulfilled');
    await expect(summary).toContainText('Delivery: Delivered');
    expect(await seriousViolations(page)).toEqual([]);

    // Newest first: the keyboard reaches the new redemption from the top of the page and opens it.
    await tabUntilFocused(page, link, 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/rewards/history/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'DoorDash Gift Card' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Delivery records' })).toContainText('Delivered');
    expect(await seriousViolations(page)).toEqual([]);

    const email = page.getByRole('textbox', { name: 'E-mail address' });
    await email.fill('sam@example');
    await email.press('Enter');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill('sam.rivera@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('We sent the gift card e-mail again to sam.rivera@example.com.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'View receipt' }).click();
    await expect(page).toHaveURL(new RegExp(`/rewards/history/${id}/receipt$`));
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText(`Redemption no. ${id}`);
    await expect(receipt).toContainText('DoorDash Gift Card');
    await expect(receipt).toContainText(`Total paid in points${priceInPoints} points`);
    expect(await seriousViolations(page)).toEqual([]);

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'true');
    });
    await page.getByRole('button', { name: 'Print receipt' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'true');

    // On paper only the receipt shows: the app's navigation and the page's buttons do not.
    await page.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
    expect(pageErrors).toEqual([]);
  });

  test('every status of the seeded history reads in words, in the order and page the address asks', async ({
    page,
  }) => {
    await signIn(page, 'employee');
    await page.goto('/rewards/history?sort_by=created_at&sort_direction=asc');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('created_at:asc');
    const list = page.getByRole('list').filter({ has: page.getByRole('article') });
    await expect(list.getByRole('article').first()).toContainText('PayPal Cash Out');
    for (const words of ['Received', 'Approved', 'Fulfilled', 'Declined', 'Refunded']) {
      await expect(list.getByText(words, { exact: true }).first()).toBeVisible();
    }
    for (const words of [
      'Not started yet',
      'Being prepared by the rewards team',
      'Delivered by the rewards team',
      'Delivered',
      'Failed',
      'Canceled',
      'Failed once, trying again',
      'Out of stock',
      'Waiting for the voucher',
      'Expired',
    ]) {
      await expect(list.getByText(words, { exact: true }).first()).toBeVisible();
    }

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most points first' });
    await expect(page).toHaveURL(/\/rewards\/history\?sort_by=price_in_points&sort_direction=desc$/);
    await page.goto('/rewards/history?page=40');
    await expect(page.getByText('There is nothing on page 40 of your redemptions.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await expect(page).toHaveURL(/\/rewards\/history$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a redemption that is not yours is not found', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/rewards/history/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Redemption not found' })).toBeVisible();
    await page.goto('/rewards/history/1/receipt');
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt not found' })).toBeVisible();
  });
});
