import { expect, signIn, test } from '../support/fixtures';

// The e2e servers run as development (LAUREL_ENV unset): outside production and staging the link
// helper loads every page in full (platform §2), which a marker left on the old window shows.
test('a person’s top value opens its page by a full page load outside production and staging', async ({ page }) => {
  await signIn(page, 'employee');
  await page.goto('/');
  await expect(page.getByRole('button', { name: /search/i })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('Mateo');
  await dialog.getByRole('tab', { name: 'Users' }).click();
  await dialog.getByRole('link', { name: /Mateo Manager/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mateo Manager' })).toBeVisible();

  const value = page.getByRole('region', { name: 'Top values' }).getByRole('link').first();
  await expect(value).toBeVisible();
  const tag = /^#(\w+)/.exec(await value.innerText())![1]!;
  await expect(value).toHaveAttribute('href', `/company/hashtags/${tag}`);
  await page.evaluate(() => Object.assign(window, { laurelBeforeLink: true }));

  await value.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/company/hashtags/${tag}$`));
  await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
  expect(await page.evaluate(() => 'laurelBeforeLink' in window)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('hashtag-after-full-load.png') });
});
