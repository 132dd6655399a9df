import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiAs, messageBox, openGiveModal, pickSuggestion, tabUntilFocused } from '../support/give-recognition';

interface Budget {
  giving_balance: number;
  flash_points_balance: number;
}

const budgetOf = async () => (await apiAs<{ result: Budget }>('manager', '/api/v2/users/show')).result;

// Mateo Manager holds the seed's flash points; no other journey gives as him.
test('the flash-points banner counts down every second, and a give spends flash points before the giving balance', async ({
  page,
}) => {
  const before = await budgetOf();
  expect(before.flash_points_balance).toBeGreaterThan(0);
  await signIn(page, 'manager');
  await page.goto('/');
  const modal = await openGiveModal(page);

  const banner = modal.getByRole('region', { name: 'Flash points' });
  await expect(banner).toContainText(`You have ${before.flash_points_balance} flash points to give`);
  const timer = banner.getByRole('timer');
  await expect(timer).toHaveText(/^\d+d \d\dh \d\dm \d\ds$/);
  const shown = (await timer.textContent()) ?? '';
  await expect(timer).not.toHaveText(shown, { timeout: 2500 });
  await expect(timer).toHaveAttribute('aria-label', /\d+ days?, \d+ hours?, \d+ minutes?, \d+ seconds?/);
  // The seeded program is drawn in midnight, one of the three dark base colours: white text.
  await expect(banner).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(modal.getByText(new RegExp(`^⚡${before.flash_points_balance} flash points$`))).toBeVisible();
  await expect(modal.getByText(`You have ${before.giving_balance} points to give`)).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  const amount = before.flash_points_balance + 20;
  await messageBox(modal).click();
  await pickSuggestion(page, '@emma', /Emma Employee/);
  await page.keyboard.type(`+${amount} #OwnIt for the year-end sprint`);
  await expect(
    modal.getByText(`This uses ${before.flash_points_balance} flash points first, then 20 from your giving balance.`),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/flash-points/give-modal.png' });
  await tabUntilFocused(page, modal.getByRole('button', { name: `Give +${amount}` }), 15);
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();

  expect(await budgetOf()).toMatchObject({ flash_points_balance: 0, giving_balance: before.giving_balance - 20 });
  const again = await openGiveModal(page);
  await expect(again.getByText(`You have ${before.giving_balance - 20} points to give`)).toBeVisible();
  await expect(again.getByRole('region', { name: 'Flash points' })).toHaveCount(0);
});
