import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { expectFocusVisible, tabUntil } from '../support/keyboard';
import { pointsOf, shownEarningBalance, userMenuGivingBalance } from '../support/rewards-pages';

// Each journey redeems as its own persona (seeded with earned points), so parallel workers never share a balance.

test('an employee with earned points finds a gift card by search, redeems it by keyboard, sees the balance drop and the confirmation hold', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'award_approver');
  await page.goto('/rewards');
  const before = await shownEarningBalance(page);
  expect(before).toBeGreaterThanOrEqual(100);

  await page.getByRole('searchbox', { name: 'Search rewards' }).fill('amazon');
  const results = page.getByRole('region', { name: 'Search results' });
  await results.getByRole('link', { name: /Amazon\.com Gift Card \d/ }).click();
  await expect(page).toHaveURL(/\/rewards\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amazon.com Gift Card' })).toBeVisible();
  await expect(page.getByText(/^worth \$\d+\.\d\d$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const price = await pointsOf(page, /^Redeem for \d+ points$/);
  const redeem = page.getByRole('button', { name: `Redeem for ${price} points` });
  await tabUntil(page, redeem, 40);
  await expectFocusVisible(redeem);
  await page.keyboard.press('Enter');
  const done = page.getByRole('heading', { name: 'You redeemed Amazon.com Gift Card' });
  await expect(done).toBeFocused();
  await expect(page.getByText(`${price.toLocaleString('en-US')} points came off your balance.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Claim your gift card' })).toHaveAttribute(
    'href',
    /^https:\/\/claims\.laurel\.example\/c\//,
  );
  await expect(page.getByTestId('earning-balance')).toHaveText(`You have ${before - price} points to spend`);
  // It holds once the balance and the catalogue are read again: the form does not come back over it.
  await expect(page.getByRole('form', { name: 'Redeem Amazon.com Gift Card' })).toHaveCount(0);
  await expect(done).toBeFocused();
  await expect(done).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'See your redemption history' }).click();
  await expect(page).toHaveURL(/\/rewards\/history$/);
  await expect(page.getByText('Amazon.com Gift Card').first()).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a donation goes through as a donation', async ({ page, pageErrors }) => {
  await signIn(page, 'tech_ops');
  await page.goto('/rewards?category=donation');
  await page
    .getByRole('link', { name: /Donate to WWF/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Donate to WWF/ })).toBeVisible();
  const before = await shownEarningBalance(page);
  const price = await pointsOf(page, /^Donate \d+ points$/);
  await page.getByRole('button', { name: `Donate ${price} points` }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your donation' })).toBeVisible();
  await expect(page.getByText(/^Your donation of \$\d+\.\d\d goes to WWF\./)).toBeVisible();
  await expect(page.getByTestId('earning-balance')).toHaveText(`You have ${before - price} points to spend`);
  expect(pageErrors).toEqual([]);
});

test('a swag item takes a size and a shipping address, refusing an incomplete one in words', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'tech_admin');
  await page.goto('/rewards');
  await page
    .getByRole('navigation', { name: 'Catalogue sections' })
    .getByRole('link', { name: 'Company swag' })
    .click();
  await expect(page).toHaveURL(/\/rewards\?category=swag$/);
  await page
    .getByRole('link', { name: /Laurel tee/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Laurel tee/ })).toBeVisible();

  const sizes = page.getByRole('group', { name: 'Size' });
  await sizes.getByRole('radio', { name: 'L', exact: true }).check();
  const price = await pointsOf(page, /^Redeem for \d+ points$/);
  const redeem = page.getByRole('button', { name: `Redeem for ${price} points` });
  await redeem.click();
  await expect(page.getByText('Enter the street address.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Street address' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Street address' }).fill('500 Market Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Portland');
  await page.getByRole('textbox', { name: 'State, province or region' }).fill('OR');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('97201');
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  await redeem.click();
  await expect(page.getByRole('heading', { name: /^You redeemed Laurel tee/ })).toBeVisible();
  await expect(page.getByText('We will ship it to the address below')).toBeVisible();
  await expect(page.getByText('500 Market Street')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the give modal’s add-to-balance link lands on the points boost, which raises the giving balance in the user menu', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'super_admin');
  await page.goto('/');
  await expect(userMenuGivingBalance(page)).toHaveText('100 pts');
  // The precondition only: the modal reads a giving balance of 0, so it offers the add-to-balance link.
  await page.route('**/api/v2/users/show', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { result: Record<string, unknown> };
    await route.fulfill({ response: answer, json: { result: { ...body.result, giving_balance: 0 } } });
  });
  await page.getByRole('button', { name: 'Give recognition' }).click();
  const modal = page.getByRole('dialog', { name: 'Give recognition' });
  const addToBalance = modal.getByRole('link', { name: 'Add to your balance' });
  await expect(addToBalance).toBeVisible();
  await page.unroute('**/api/v2/users/show');
  await addToBalance.click();

  await expect(page).toHaveURL(/\/rewards\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Allowance boost' })).toBeVisible();
  await expect(page.getByTestId('boost-giving-balance')).toHaveText('100');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: '$5.00 · 50 points' }).check();
  await page.getByRole('button', { name: 'Add 50 points to your giving balance' }).click();
  await expect(page.getByRole('heading', { name: 'Points added to your giving balance' })).toBeVisible();
  await expect(page.getByTestId('boost-giving-balance')).toHaveText('150');
  await expect(userMenuGivingBalance(page)).toHaveText('150 pts');
  expect(pageErrors).toEqual([]);
});
