import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { remoteById } from '../support/system';
import { tabUntilFocused } from '../support/give-recognition';

const sections = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Catalogue sections' });

test('the catalogue opens on the first tab of programs §2 that has rewards, and its tabs, filters and pages live in the address', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'employee');
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your redemption history' })).toHaveAttribute('href', '/rewards/history');
  await expect(sections(page).getByRole('link', { name: 'Featured' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Popular right now' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await sections(page).getByRole('link', { name: 'All rewards' }).click();
  await expect(page).toHaveURL(/\/rewards\?category=all$/);
  const pages = page.getByRole('navigation', { name: 'Pages of rewards' });
  await expect(page.getByRole('list', { name: 'All rewards' }).getByRole('listitem')).toHaveCount(48);
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/rewards\?category=all&page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Gaming' });
  await expect(page).toHaveURL(/\/rewards\?category=gaming$/);
  await expect(page.getByRole('link', { name: /Steam Wallet Code/ }).first()).toBeVisible();
  await expect(pages).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/rewards?category=all&page=zero');
  await expect(page.getByRole('list', { name: 'All rewards' }).getByRole('listitem')).toHaveCount(48);
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(pageErrors).toEqual([]);
});

test('the country selector shows the rewards of that country in its currency', async ({ page, pageErrors }) => {
  await signIn(page, 'employee');
  await page.goto('/rewards?category=all');
  await expect(page.getByRole('link', { name: /Amazon\.com Gift Card/ }).first()).toContainText('$');
  await page.getByRole('combobox', { name: 'Country and currency' }).selectOption('GB');
  const ukCard = page.getByRole('link', { name: /Amazon\.co\.uk Gift Card/ }).first();
  await expect(ukCard).toBeVisible();
  await expect(ukCard).toContainText('£');
  await expect(page.getByRole('link', { name: /Amazon\.com Gift Card/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Country and currency' })).toHaveValue('GB');
  expect(pageErrors).toEqual([]);
});

test('keyboard only: search, open a reward, pick an amount and reach the redeem button', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'employee');
  await page.goto('/rewards');
  const search = page.getByRole('searchbox', { name: 'Search rewards' });
  await tabUntilFocused(page, search, 30);
  await page.keyboard.type('starbucks');
  const result = page.getByRole('region', { name: 'Search results' }).getByRole('link', { name: /Starbucks Card \d/ });
  await expect(result).toBeVisible();
  await tabUntilFocused(page, result, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Starbucks Card' })).toBeVisible();

  const amounts = page.getByRole('group', { name: 'Amount' }).getByRole('radio');
  await tabUntilFocused(page, amounts.first(), 10);
  // Left from the first wraps to the dearest card, beyond Emma's earned points even after her birthday's
  // celebration and what other specs give her: the button says why it is off.
  await page.keyboard.press('ArrowLeft');
  await expect(amounts.last()).toBeChecked();
  const redeem = page.getByRole('button', { name: /^Redeem for \d+ points$/ });
  await expect(redeem).toBeDisabled();
  await expect(redeem).toHaveAccessibleDescription(/^It costs \d+ points and you have \d+ to spend\.$/);
  expect(await seriousViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('remote-rewards down: /rewards shows the fallback, the rest of the app works, Retry brings the catalogue', async ({
  page,
  pageErrors,
}) => {
  const rewards = remoteById('rewards');
  await signIn(page, 'employee');
  await page.route(`${rewards.origin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/rewards');
  const fallback = page.getByRole('alert').filter({ hasText: 'Rewards is unavailable right now' });
  await expect(fallback).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recognition feed' })).toBeVisible();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
  await expect(fallback).toBeVisible();

  await page.unroute(`${rewards.origin}/**`);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  await expect(sections(page)).toBeVisible();
  expect(pageErrors).toEqual([]);
});
