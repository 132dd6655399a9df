import type { Page } from '@playwright/test';
import { expect, signIn, test, type Persona } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { messageBox, openGiveModal, suggestions } from '../support/give-recognition';

/*
 * Every page of every persona is axed by personas.spec.ts (the route sweep). Overlays are axed where their
 * journeys open them, each once:
 * - user menu, search dialog, invite dialog, recipient suggestions of the give modal: here
 * - More menu: top-bar.spec.ts; mobile add menu: mobile-action-bar.spec.ts
 * - notifications popover: notification-bell.spec.ts, celebrations-job.spec.ts (and the recognition dialog)
 * - give-recognition modal: recognition-feed.spec.ts; its GIF picker: attachments.spec.ts; video: attachments-video
 * - announcement modals (make, edit, view, delete confirmation): announcements-admin.spec.ts, announcement-carousel
 * - confirm dialogs: announcements-admin.spec.ts (delete), celebrations-admin.spec.ts (reset)
 * - admin menu: the admin shell pages here and in the sweep; redeeming a reward (a page, not a modal):
 *   rewards-redeem.spec.ts; incentive claim modal: incentives-claim.spec.ts; nomination modal and chooser:
 *   nominations-journey.spec.ts; award give modal: awards-give.spec.ts; privacy chooser: privacy.spec.ts
 */

// Every page of every persona, the admin shells and the spoof page among them, is axed by the route sweep.
const PAGES: [name: string, persona: Persona, path: string, ready: (page: Page) => Promise<void>][] = [
  ['error page', 'employee', '/403', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
];

test.describe('no serious accessibility violations', () => {
  for (const [name, persona, path, ready] of PAGES) {
    test(name, async ({ page }) => {
      await signIn(page, persona);
      await page.goto(path);
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('search dialog and user menu', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('searchbox').fill('Mateo');
    await expect(page.getByRole('dialog').getByRole('link', { name: /^Mateo Manager Engineering/ })).toBeVisible();
    // Results of an earlier keystroke are dimmed while the last one's load: judge the settled list.
    await expect(page.getByRole('dialog').locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the give modal with its recipient suggestions open', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    const modal = await openGiveModal(page);
    await messageBox(modal).click();
    await page.keyboard.type('@mat');
    await expect(suggestions(page).getByRole('option', { name: /Mateo Manager/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('invite dialog with an error', async ({ page }) => {
    await signIn(page, 'global_admin');
    await page.goto('/');
    await page.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText('Add at least one email address')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
