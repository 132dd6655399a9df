import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { messageBox, pickSuggestion, tabUntilFocused } from '../support/give-recognition';

// The frame an intranet page or a chat tab gives the widget.
test.use({ viewport: { width: 400, height: 600 } });

test.describe('the widget page', () => {
  test('in a 400 × 600 frame: no chrome, the composer inline, giving refreshes the latest list', async ({ page }) => {
    await signIn(page, 'finance_admin');
    await page.goto('/widget');
    await expect(page.getByRole('heading', { level: 1, name: 'Give recognition' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    const latest = page.getByRole('region', { name: 'Your latest recognitions' });
    await expect(latest.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    expect(await seriousViolations(page)).toEqual([]);

    await messageBox(page.locator('main')).click();
    await pickSuggestion(page, '@yara', /Yara Moreau/);
    await page.keyboard.type('+1 #OwnIt for the widget walkthrough');
    await page.getByRole('button', { name: 'Give +1' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Recognition sent' })).toBeVisible();
    await expect(messageBox(page.locator('main'))).not.toContainText('widget walkthrough');

    await latest.getByRole('tab', { name: 'Given' }).click();
    // Among the latest five (another spec may give as the same persona at the same time).
    const newest = latest.getByRole('tabpanel').getByRole('link').filter({ hasText: 'widget walkthrough' }).first();
    await expect(newest).toBeVisible();
    await expect(newest).toHaveAttribute('target', '_blank');
    await expect(newest).toHaveAttribute('href', /^\/bonuses\/\d+$/);
    await page.screenshot({ path: test.info().outputPath('widget-400x600.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('keyboard only: the message, the give button, then the latest lists', async ({ page }) => {
    await signIn(page, 'finance_admin');
    await page.goto('/widget');
    await expect(messageBox(page.locator('main'))).toBeFocused();
    await page.keyboard.type('@sami');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /Sami Petrov/ })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('+1 #OwnIt kept the widget on track');
    await tabUntilFocused(page, page.getByRole('button', { name: 'Give +1' }), 15);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Recognition sent' })).toBeVisible();

    const received = page.getByRole('tab', { name: 'Received' });
    await tabUntilFocused(page, received, 20);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Given' })).toBeFocused();
    await expect(
      page.getByRole('tabpanel').getByRole('link').filter({ hasText: 'kept the widget on track' }).first(),
    ).toBeVisible();
  });
});
