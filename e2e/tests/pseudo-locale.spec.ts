import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { apiSession } from '../support/api-session';

const require = createRequire(__filename);
const { pseudoLocalize: pseudo, PSEUDO_LANGUAGE } = require('@laurel/shared/federation') as {
  pseudoLocalize: (english: string) => string;
  PSEUDO_LANGUAGE: string;
};

const PSEUDO_LOCALE_KEY = 'laurel:pseudo-locale';

/** The English the top bar shows; none of it may be left once the page speaks the pseudo-locale. */
const ENGLISH_NAV = /\b(Home|Rewards|Incentives|Growth|Analytics|More|Manage)\b/;

/**
 * What gives way to 40 % longer text: the page scrolling sideways, and a button, a nav link, a tab or a
 * label (or the text inside one) cut by its `overflow: hidden`. Visually hidden text (1 px boxes) is meant so.
 */
const overflows = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) problems.push(`the page is ${scrollWidth} px wide in ${window.innerWidth}`);
    const clippable = 'button, [role="button"], nav a, [role="tab"], label';
    for (const element of document.querySelectorAll<HTMLElement>(`${clippable}, :is(${clippable}) *`)) {
      const style = getComputedStyle(element);
      if (!/hidden|clip/.test(`${style.overflowX} ${style.overflowY}`)) continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1 || !element.checkVisibility()) continue;
      if (!element.textContent?.trim()) continue;
      const wide = element.scrollWidth > element.clientWidth + 1;
      const tall = element.scrollHeight > element.clientHeight + 1;
      if (wide || tall)
        problems.push(
          `${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 50)}" is cut: ` +
            `${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
        );
    }
    return problems;
  });

// Each page is judged on its own, so one run names every page that gives way.
const softly = expect.configure({ soft: true });

async function expectNothingCut(page: Page, shot: string) {
  await page.screenshot({ path: test.info().outputPath(`pseudo-${shot}.png`), fullPage: true });
  await softly.poll(() => overflows(page), { message: `${shot} overflows or cuts text` }).toEqual([]);
}

async function createIncentive(name: string) {
  const admin = await apiSession('awards_admin');
  try {
    const { status, body } = await admin.post<{ id: number }>('/api/v2/admin/incentives', {
      name,
      description: '<p>Write the onboarding guide for the next newcomer, then claim.</p>',
      message: 'Thanks for the guide!',
      amount: 25,
    });
    expect(status).toBe(201);
    return body.id;
  } finally {
    await admin.dispose();
  }
}

test('in the pseudo-locale, home, the give modal, rewards, an incentive and the admin dashboard neither overflow nor cut text', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const name = `Onboarding guide ${Date.now()}`;
  const incentiveId = await createIncentive(name);
  await signIn(page, 'global_admin');

  // ?lng=pseudo on the URL turns it on for this page's life, over the profile's English.
  await page.goto(`/?lng=${PSEUDO_LANGUAGE}`);
  const opener = page.getByRole('button', { name: pseudo('Give recognition') });
  await expect(opener).toBeVisible();
  // The top bar's items move under More as the longer words take the room: none may be left in English.
  await expect(page.getByRole('navigation', { name: pseudo('Main') })).toBeVisible();
  await expect(page.getByRole('banner')).not.toContainText(ENGLISH_NAV);
  await expect(page.getByRole('feed')).toBeVisible();
  await expectNothingCut(page, 'home');

  await opener.click();
  const modal = page.getByRole('dialog', { name: pseudo('Give recognition') });
  await expect(modal.getByRole('textbox', { name: pseudo('Recognition message') })).toBeVisible();
  await expectNothingCut(page, 'give-modal');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  // The localStorage key keeps it on across loads.
  await page.evaluate((key) => window.localStorage.setItem(key, 'on'), PSEUDO_LOCALE_KEY);
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: pseudo('Rewards'), exact: true })).toBeVisible();
  await expectNothingCut(page, 'rewards');

  await page.goto(`/incentives/${incentiveId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNothingCut(page, 'incentive');

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: pseudo('Admin dashboard') })).toBeVisible();
  await expectNothingCut(page, 'admin-dashboard');

  await page.evaluate((key) => window.localStorage.removeItem(key), PSEUDO_LOCALE_KEY);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
