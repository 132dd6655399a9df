import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { tabUntilFocused } from '../support/give-recognition';

const SCREENSHOTS = 'test-results/rewards-dev';

const categories = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const grid = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

test('an employee picks a category and a sub-category in the redesigned catalogue, sees the grid follow and opens a reward', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'employee');
  await page.goto('/rewards-dev');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your redemption history' })).toHaveAttribute('href', '/rewards/history');
  await expect(categories(page).getByRole('link', { name: 'All rewards' })).toHaveAttribute('aria-current', 'page');
  await expect(grid(page, 'All rewards').getByRole('listitem')).toHaveCount(48);
  await expect(page.getByRole('navigation', { name: 'Pages of rewards' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await categories(page).getByRole('link', { name: 'Restaurants' }).click();
  await expect(page).toHaveURL(/\/rewards-dev\?category=restaurants$/);
  const restaurants = grid(page, 'Restaurants');
  await expect(restaurants.getByRole('link', { name: /Starbucks Card \d/ })).toBeVisible();
  await expect(restaurants.getByRole('link', { name: /Uber Eats Gift Card \d/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages of rewards' })).toHaveCount(0);

  const types = categories(page).getByRole('list', { name: 'Types of Restaurants' });
  await types.getByRole('link', { name: 'Food delivery' }).click();
  await expect(page).toHaveURL(/\/rewards-dev\?category=restaurants&subCategory=delivery$/);
  const delivery = grid(page, 'Restaurants: Food delivery');
  await expect(delivery.getByRole('link', { name: /DoorDash Gift Card \d/ })).toBeVisible();
  await expect(delivery.getByRole('link', { name: /Starbucks Card/ })).toHaveCount(0);
  await expect(types.getByRole('link', { name: 'Food delivery' })).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);

  await delivery.getByRole('link', { name: /Uber Eats Gift Card \d/ }).click();
  await expect(page).toHaveURL(/\/rewards\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uber Eats Gift Card' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the pager of the redesigned catalogue keeps the page in the address and takes focus to the top of the new page', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'employee');
  await page.goto('/rewards-dev');
  const pages = page.getByRole('navigation', { name: 'Pages of rewards' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/rewards-dev\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'All rewards' })).toBeFocused();

  await page.goto('/rewards-dev?page=zero');
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(pageErrors).toEqual([]);
});

test('keyboard only: a category, a sub-category and a reward, each with a visible focus', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'employee');
  await page.goto('/rewards-dev');
  await expect(grid(page, 'All rewards').getByRole('listitem')).toHaveCount(48);

  const restaurants = categories(page).getByRole('link', { name: 'Restaurants' });
  await tabUntilFocused(page, restaurants, 40);
  await expect(restaurants).not.toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rewards-dev\?category=restaurants$/);

  const coffee = categories(page).getByRole('link', { name: 'Coffee' });
  await expect(coffee).toBeVisible();
  await tabUntilFocused(page, coffee, 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rewards-dev\?category=restaurants&subCategory=coffee$/);

  const starbucks = grid(page, 'Restaurants: Coffee').getByRole('link', { name: /Starbucks Card \d/ });
  await tabUntilFocused(page, starbucks, 20);
  await expect(starbucks).not.toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Starbucks Card' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('at 1280 the categories sit beside the grid; at 390 they fold behind a button', async ({ page, pageErrors }) => {
  await signIn(page, 'employee');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/rewards-dev?category=restaurants');
  await expect(grid(page, 'Restaurants').getByRole('link', { name: /Starbucks Card \d/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Category: Restaurants' })).toBeHidden();
  const panelBox = (await categories(page).boundingBox())!;
  const gridBox = (await grid(page, 'Restaurants').boundingBox())!;
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(gridBox.x);
  await page.screenshot({ path: `${SCREENSHOTS}/1280.png`, fullPage: true });
  const search = page.getByRole('searchbox', { name: 'Search rewards' });
  await search.fill('gift card');
  await expect(page.getByRole('region', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/1280-search.png` });
  await search.fill('');

  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.getByRole('button', { name: 'Category: Restaurants' });
  await expect(toggle).toBeVisible();
  await expect(categories(page)).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOTS}/390.png`, fullPage: true });
  await toggle.click();
  await expect(categories(page).getByRole('link', { name: 'Food delivery' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/390-categories-open.png`, fullPage: true });
  expect(pageErrors).toEqual([]);
});
