import type { Page } from '@playwright/test';
import { PERSONA_EXPECTATIONS, shownTo } from '@laurel/shared/testing/persona-expectations';
import { fillPattern, sweepPlan, type RouteExpectation } from '@laurel/shared/testing/route-sweep';
import { expect, signIn, test, type Persona } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { REFUSED_HEADING, chromeOf, openInApp, routeValues, trackRequests } from '../support/route-sweep';

const attributeOf = (page: Page, selector: string, attribute: string) =>
  page
    .locator(selector)
    .evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name) ?? ''), attribute);

/** Every in-app address the user menu offers, read with the menu open. */
async function userMenuPaths(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  const paths = await page
    .getByRole('banner')
    .locator('a[href^="/"]:visible')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  // Signing out is a server round trip, not a page.
  return paths.filter((path) => !path.startsWith('/users/sign_out'));
}

/**
 * Issue 20 item 1, the axe sweep: every served page (SERVED_PAGES, each held to a mount of the shell's route
 * table by the shell's tests) that a persona can be sent to, opened inside the app as its links do, with a
 * real id for each parameter; axe on each page that opens, with its chrome. What the navigation and admin-menu
 * rules say a persona may open must open; what they refuse shows the not-found page, checked (and axed) once
 * per persona. The public shared nomination is axed by shared-nomination.spec.ts, without a persona.
 */
test.describe('each persona is shown only entries that open a real page, and every page it can reach passes axe', () => {
  for (const [persona, expected] of Object.entries(PERSONA_EXPECTATIONS)) {
    test(persona, async ({ page, pageErrors }) => {
      const started = Date.now();
      const shown = shownTo(expected);
      const pending = trackRequests(page);
      await signIn(page, persona as Persona);
      const values = await routeValues(persona as Persona);
      await page.goto('/');
      const main = page.getByRole('navigation', { name: 'Main' });
      await expect(main.locator('[data-nav-item]')).toHaveCount(shown.nav.length);
      expect(await attributeOf(page, 'nav[aria-label="Main"] [data-nav-item]', 'data-nav-item')).toEqual(shown.nav);

      const destinations = new Set([
        ...(await attributeOf(page, 'nav[aria-label="Main"] [data-nav-item]', 'href')),
        ...(await page
          .getByRole('link', { name: 'Manage', exact: true })
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
        ...(await userMenuPaths(page)),
      ]);

      const violations: string[] = [];
      // Each chrome is axed whole on the first page it frames; after that only the page's main changes.
      const chromesAxed = new Set<string>();
      const axe = async (path: string) => {
        const chrome = await chromeOf(page);
        const whole = !chromesAxed.has(chrome) || (await page.locator('main').count()) !== 1;
        chromesAxed.add(chrome);
        const found = await seriousViolations(page, whole ? undefined : 'main');
        if (found.length === 0) return;
        violations.push(...found.map((violation) => `${path} → ${violation}`));
        await page.screenshot({ path: test.info().outputPath(`${path.replace(/\W+/g, '-')}.png`), fullPage: true });
      };

      if (shown.adminMenu === null) {
        await page.goto('/admin/dashboard');
        await expect(page).toHaveURL(/\/404$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        // The refused address of this persona, once: the admin shell's.
        await axe('/admin/dashboard');
      } else if (shown.adminMenu.length > 0) {
        const landing = await page.getByRole('link', { name: 'Manage', exact: true }).getAttribute('href');
        await page.goto(landing ?? shown.adminMenu[0]!);
        const menu = page.getByRole('navigation', { name: 'Admin' });
        await expect(menu).toBeVisible();
        expect(await attributeOf(page, 'nav[aria-label="Admin"] [data-menu-entry]', 'data-menu-entry')).toEqual(
          shown.adminMenu,
        );
        for (const path of await attributeOf(page, 'nav[aria-label="Admin"] [data-menu-entry]', 'href')) {
          destinations.add(path);
        }
      }

      expect(destinations.size).toBeGreaterThan(0);
      const routes = new Map<string, RouteExpectation>();
      const unresolved: string[] = [];
      for (const { pattern, expectation } of sweepPlan(shown)) {
        const path = fillPattern(pattern, values);
        if (path) routes.set(path, expectation);
        else unresolved.push(pattern);
      }
      for (const path of destinations) routes.set(path, 'opens');
      const toOpen = [...routes].filter(([, expectation]) => expectation !== 'refused');
      const refused = [...routes].filter(([, expectation]) => expectation === 'refused');
      // A global admin reaches some seventy pages: the time grows with the pages, not per page.
      test.setTimeout(60_000 + toOpen.length * 4_000);

      const opened: string[] = [];
      for (const [path, expectation] of toOpen) {
        const heading = await openInApp(page, path, pending);
        const wasRefused = REFUSED_HEADING.test(heading);
        if (expectation === 'opens') {
          expect.soft(heading, `${path} shows a page`).not.toBe('');
          expect.soft(heading, `${path} is not refused`).not.toMatch(REFUSED_HEADING);
        }
        if (wasRefused) continue;
        opened.push(path);
        await axe(path);
      }
      // A persona the admin shell sends away had its refused address checked above.
      if (refused[0] && shown.adminMenu !== null) {
        const [path] = refused[0];
        expect.soft(await openInApp(page, path, pending), `${path} is refused`).toMatch(REFUSED_HEADING);
        await axe(path);
      }

      test.info().annotations.push({
        type: 'axe sweep',
        description:
          `${opened.length} pages opened and axed, ${toOpen.length - opened.length} refused by the app, ` +
          `${refused.length} refused by the rules (one opened), no data for ${unresolved.join(', ') || 'none'}; ` +
          `${Math.round((Date.now() - started) / 1000)} s`,
      });
      expect(violations, `serious or critical axe violations for ${persona}:\n${violations.join('\n')}`).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
});

test('an admin page is refused to an admin its menu entry does not name, inside the admin shell', async ({ page }) => {
  await signIn(page, 'rewards_admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
});

test('incentives are refused by address to a tier without them', async ({ page }) => {
  await signIn(page, 'free_user');
  await page.goto('/incentives');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
