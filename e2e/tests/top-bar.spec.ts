import type { Locator, Page } from '@playwright/test';
import { PERSONA_EXPECTATIONS } from '@laurel/shared/testing/persona-expectations';
import { expect, signIn, test, type Persona } from '../support/fixtures';
import { seriousViolations } from '../support/axe';

type Expectation = (typeof PERSONA_EXPECTATIONS)[string];

const byMostNavItems = ([, a]: [string, Expectation], [, b]: [string, Expectation]) =>
  b.nav.length - a.nav.length || (b.adminMenu?.length ?? -1) - (a.adminMenu?.length ?? -1);

/** The persona with the most nav items, and the admin with the most (Invite and Manage take room from the nav). */
const mostNavItems = (entries: [string, Expectation][]) => entries.sort(byMostNavItems)[0]?.[0] as Persona;

const PERSONA = mostNavItems(Object.entries(PERSONA_EXPECTATIONS));
const ADMIN_PERSONA = mostNavItems(
  Object.entries(PERSONA_EXPECTATIONS).filter(([, expected]) => expected.adminMenu?.length),
);
const PERSONAS = [...new Set([PERSONA, ADMIN_PERSONA])];

/** Recognition spec §2: the phone-width user menu adds every nav item of the (hidden) bar but Analytics. */
const mobileNavIds = async (page: Page) =>
  (await ids(page.locator('header nav[aria-label="Main"]').first().locator('[data-nav-item]'), 'data-nav-item')).filter(
    (id) => id !== 'analytics',
  );

/** The sm breakpoint (53.75rem) and the widths people use most. */
const WIDTHS = [860, 1024, 1280, 1440];

const SCREENSHOTS = 'test-results/top-bar';

const pageOverflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const overflowsItself = (element: Locator) => element.evaluate((node) => node.scrollWidth > node.clientWidth);

const ids = (items: Locator, attribute: string) =>
  items.evaluateAll((nodes, name) => nodes.map((node) => node.getAttribute(name)), attribute);

interface Bar {
  navIds: string[];
  shown: string[];
}

/** Every item the bar was given and those it shows, read at one moment. */
const barOf = (nav: Locator): Promise<Bar> =>
  nav.evaluate((node) => {
    const items = [...node.querySelectorAll<HTMLElement>('[data-nav-item]')];
    const idOf = (item: HTMLElement) => item.dataset.navItem ?? '';
    return { navIds: items.map(idOf), shown: items.filter((item) => item.checkVisibility()).map(idOf) };
  });

/**
 * The bar once it stops changing: late text in the bar (a balance read again) can move an item under More,
 * and a profile read again while another spec changes the company can add or take an item for a moment.
 */
async function settledBar(page: Page, nav: Locator): Promise<Bar> {
  let previous = await barOf(nav);
  for (let read = 0; read < 20; read += 1) {
    await page.waitForTimeout(250);
    const current = await barOf(nav);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}

async function openHome(page: Page, persona: Persona, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await signIn(page, persona);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

for (const persona of PERSONAS) {
  for (const width of WIDTHS) {
    test(`the top bar fits at ${width} px for ${persona}: every nav item shown or under More, reachable by keyboard`, async ({
      page,
      pageErrors,
    }) => {
      await openHome(page, persona, width, 800);
      const header = page.getByRole('banner');
      const nav = page.getByRole('navigation', { name: 'Main' });
      // At the narrowest widths every item may be under More.
      await expect(nav.locator('[data-nav-item]:visible, button').first()).toBeVisible();
      // Every item the bar was given, shown or not: which ones a persona sees is the personas spec's business.
      const { navIds, shown } = await settledBar(page, nav);

      expect(await pageOverflowsSideways(page)).toBe(false);
      expect(await overflowsItself(header)).toBe(false);
      expect(await overflowsItself(nav)).toBe(false);

      const hidden = navIds.filter((id) => !shown.includes(id));
      expect(shown).toEqual(navIds.slice(0, shown.length));
      const navBox = await nav.boundingBox();
      for (const id of shown) {
        const box = await nav.locator(`[data-nav-item="${id}"]`).boundingBox();
        expect(box && navBox && box.x + box.width <= navBox.x + navBox.width + 0.5).toBe(true);
      }
      await page.screenshot({ path: `${SCREENSHOTS}/${persona}-${width}.png` });

      await page.getByRole('link', { name: 'Laurel', exact: true }).focus();
      for (const id of shown) {
        await page.keyboard.press('Tab');
        await expect(nav.locator(`[data-nav-item="${id}"]`)).toBeFocused();
      }
      const more = nav.getByRole('button', { name: 'More' });
      if (hidden.length === 0) {
        await expect(more).toHaveCount(0);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(
          new RegExp(`${await nav.locator(`[data-nav-item="${shown.at(-1)}"]`).getAttribute('href')}$`),
        );
        expect(pageErrors).toEqual([]);
        return;
      }

      await page.keyboard.press('Tab');
      await expect(more).toBeFocused();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'More' });
      await expect(menu).toBeVisible();
      // Shown and under More are read at the same moment, so a recount between the two reads cannot split them.
      const now = await barOf(nav);
      expect(await ids(menu.getByRole('menuitem'), 'data-more-item')).toEqual(
        now.navIds.filter((id) => !now.shown.includes(id)),
      );
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.screenshot({ path: `${SCREENSHOTS}/${persona}-${width}-more-open.png` });
      expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(more).toBeFocused();

      await page.keyboard.press('ArrowDown');
      // The menu opens on the first arrow; each next one moves down an item, as a reader steps through it.
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      const itemCount = await menu.getByRole('menuitem').count();
      for (let step = 1; step < itemCount; step += 1) {
        await page.keyboard.press('ArrowDown');
        await expect(menu.getByRole('menuitem').nth(step)).toBeFocused();
      }
      const last = menu.getByRole('menuitem').last();
      await expect(last).toBeFocused();
      const path = await last.getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(menu).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }
}

test.describe(`the top bar at 375 × 667, for ${PERSONA}`, () => {
  test('shows the logo, a search button and the user menu, which carries the mobile items', async ({
    page,
    pageErrors,
  }) => {
    await openHome(page, PERSONA, 375, 667);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Laurel', exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Give recognition' })).toHaveCount(0);
    expect(await pageOverflowsSideways(page)).toBe(false);
    expect(await overflowsItself(header)).toBe(false);
    await page.screenshot({ path: `${SCREENSHOTS}/375.png` });

    const trigger = page.getByRole('button', { name: /Account menu/ });
    const expectedIds = await mobileNavIds(page);
    expect(expectedIds.length).toBeGreaterThan(0);
    await trigger.click();
    const menuNav = page.getByRole('navigation', { name: 'Main' });
    await expect(menuNav).toBeVisible();
    expect(await ids(menuNav.locator('[data-nav-item]'), 'data-nav-item')).toEqual(expectedIds);
    if (expectedIds.includes('rewards')) {
      await expect(menuNav.locator('[data-nav-item="rewards"]')).toContainText(/\d+ pts? available/);
    }
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
    await page.screenshot({ path: `${SCREENSHOTS}/375-user-menu.png` });
    expect(await seriousViolations(page, 'header')).toEqual([]);

    await page.getByRole('button', { name: 'Give recognition' }).click();
    await expect(page.getByRole('dialog', { name: 'Give recognition' })).toBeVisible();
    await expect(page.getByText('Sign out')).toBeHidden();
    await page.screenshot({ path: `${SCREENSHOTS}/375-give.png` });
    expect(pageErrors).toEqual([]);
  });

  test('a nav item in the user menu takes the person to its page and closes the menu', async ({ page }) => {
    await openHome(page, PERSONA, 375, 667);
    const trigger = page.getByRole('button', { name: /Account menu/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const rewards = page.getByRole('navigation', { name: 'Main' }).locator('[data-nav-item="rewards"]');
    await rewards.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rewards$/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
