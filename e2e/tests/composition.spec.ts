import { expect, signIn, test } from '../support/fixtures';

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });
const adminMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Admin' });
const heading = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/**
 * A nav item from the bar, or from under More: a global admin's items do not all fit at 1280 px, and the bar
 * may measure again while More opens, so the whole step is retried.
 */
async function openNavItem(page: import('@playwright/test').Page, name: string) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    const link = mainNav(page).getByRole('link', { name, exact: true });
    if (await link.isVisible()) return link.click({ timeout: 2_000 });
    await mainNav(page).getByRole('button', { name: 'More' }).click({ timeout: 2_000 });
    await page.getByRole('menuitem', { name, exact: true }).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('each remote renders inside the shell at its routes, navigated without a full reload', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'global_admin');
  await page.goto('/');
  await expect(heading(page, 'Recognition feed')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { laurelSamePage: true }));

  await page
    .getByRole('feed')
    .getByRole('article')
    .first()
    .getByRole('link', { name: /comment/ })
    .click();
  await expect(page).toHaveURL(/\/bonuses\/\d+$/);
  await expect(page.getByRole('dialog', { name: /^Recognition from / })).toBeVisible();
  await page.keyboard.press('Escape');

  await openNavItem(page, 'Rewards');
  await expect(heading(page, 'Rewards')).toBeVisible();
  await page
    .getByRole('list', { name: 'Popular right now' })
    .getByRole('link', { name: /Amazon\.com Gift Card/ })
    .click();
  await expect(heading(page, 'Amazon.com Gift Card')).toBeVisible();
  await expect(page).toHaveURL(/\/rewards\/\d+$/);

  await openNavItem(page, 'Incentives');
  await expect(heading(page, 'Incentives')).toBeVisible();

  await page.getByRole('link', { name: 'Manage', exact: true }).click();
  await expect(heading(page, 'Admin dashboard')).toBeVisible();
  await adminMenu(page).getByRole('link', { name: 'Announcements' }).click();
  await expect(heading(page, 'Company announcements')).toBeVisible();
  await adminMenu(page).getByRole('link', { name: 'Rewards catalogue' }).click();
  await expect(heading(page, 'Rewards catalogue settings')).toBeVisible();
  await adminMenu(page).getByRole('link', { name: 'Incentives', exact: true }).click();
  await expect(heading(page, 'Manage incentives')).toBeVisible();

  expect(await page.evaluate(() => (window as { laurelSamePage?: boolean }).laurelSamePage)).toBe(true);
  expect(pageErrors).toEqual([]);
});

test('React is loaded once, from one provider, across all five remotes', async ({ page }) => {
  const reactDomFiles: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    // react-dom's client keys each root with this prefix; only its own bundle holds the string.
    if ((await response.text()).includes('__reactContainer$')) reactDomFiles.push(response.url());
  });
  await signIn(page, 'global_admin');
  await page.goto('/');
  await expect(heading(page, 'Recognition feed')).toBeVisible();
  for (const [link, title] of [
    ['Rewards', 'Rewards'],
    ['Incentives', 'Incentives'],
  ] as const) {
    await openNavItem(page, link);
    await expect(heading(page, title)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Manage', exact: true }).click();
  await expect(heading(page, 'Admin dashboard')).toBeVisible();
  await adminMenu(page).getByRole('link', { name: 'Announcements' }).click();
  await expect(heading(page, 'Company announcements')).toBeVisible();

  expect(reactDomFiles).toHaveLength(1);
  const providers = await page.evaluate(() => {
    const shares = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const found = new Set<string>();
    for (const scopes of Object.values(shares))
      for (const scope of Object.values(scopes))
        for (const name of ['react', 'react-dom']) {
          for (const [version, info] of Object.entries(scope[name] ?? {}))
            if (info.loaded) found.add(`${name}@${version} from ${info.from}`);
        }
    return [...found].sort();
  });
  expect(providers).toEqual(['react-dom@19.3.1 from laurel_shell', 'react@19.3.1 from laurel_shell']);
});
