import type { Page } from '@playwright/test';
import { expect, signIn, skipSeasonalIntro, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { earningsOf, tabUntilFocused } from '../support/give-recognition';
import { TWO_STEP_INCENTIVE, TWO_STEP_MESSAGE, claimWithProof } from '../support/incentive-claims';

const APPROVALS = '/incentives/approvals';

/** A signed-in page of its own for one persona (each approver works in their own browser). */
async function pageOf(browser: import('@playwright/test').Browser, persona: Parameters<typeof signIn>[1]) {
  const context = await browser.newContext();
  await skipSeasonalIntro(context);
  const page = await context.newPage();
  await signIn(page, persona);
  return page;
}

const claimCard = (page: Page, reason: string) => page.getByRole('article').filter({ hasText: reason });

async function openApprovals(page: Page) {
  await page.goto(APPROVALS);
  await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

test.describe('incentive approvals', () => {
  test('a claim walks its two steps: step one approves from the keyboard, then step two; the claimer is paid and posted', async ({
    browser,
    page,
    pageErrors,
  }) => {
    const reason = `Spoke about our search at the Rust meetup ${Date.now()}`;
    const earningBefore = await earningsOf('tech_admin');
    const claim = await claimWithProof('tech_admin', reason);
    expect(claim).toMatchObject({ state: 'pending', current_step: 0, steps_count: 2 });

    // The step-two approver is not asked yet.
    const manager = await pageOf(browser, 'manager');
    await openApprovals(manager);
    await expect(claimCard(manager, reason)).toHaveCount(0);

    // The step-one approver follows the notification the claim sent to the approvals page.
    await signIn(page, 'award_approver');
    await page.goto('/rewards');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: /Theo Tech claimed an incentive that waits for your approval/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${APPROVALS}$`));
    const card = claimCard(page, reason);
    await expect(card.getByRole('heading', { name: `Theo Tech claimed ${TWO_STEP_INCENTIVE.name}` })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Theo Tech' })).toHaveAttribute('href', /^\/company\/users\/\d+$/);
    await expect(card).toContainText('100 points');
    await expect(card).toContainText('Step 1 of 2');
    await expect(card.getByRole('img', { name: 'Proof from Theo Tech: slides.png' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('approvals.png'), fullPage: true });

    const note = card.getByRole('textbox', { name: 'Note to Theo Tech (optional)' });
    await tabUntilFocused(page, note, 60);
    await page.keyboard.type('Slides look right');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Approve' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(`You approved Theo Tech’s claim of ${TWO_STEP_INCENTIVE.name}; it now waits for step 2 of 2.`),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await earningsOf('tech_admin')).toBe(earningBefore);

    // Now it waits for the manager, who approves the last step.
    await openApprovals(manager);
    const managerCard = claimCard(manager, reason);
    await expect(managerCard).toContainText('Step 2 of 2');
    await managerCard.getByRole('button', { name: 'Approve' }).click();
    await expect(manager.getByText(`You approved Theo Tech’s claim of ${TWO_STEP_INCENTIVE.name}.`)).toBeVisible();
    await expect(managerCard).toHaveCount(0);
    await manager.context().close();

    expect(await earningsOf('tech_admin')).toBe(earningBefore + TWO_STEP_INCENTIVE.amount);
    const claimer = await pageOf(browser, 'tech_admin');
    await claimer.goto('/');
    await expect(claimer.getByRole('heading', { level: 1, name: 'Recognition feed' })).toBeVisible();
    await expect(claimer.getByRole('article').filter({ hasText: TWO_STEP_MESSAGE }).first()).toBeVisible();
    await claimer.context().close();
    expect(pageErrors).toEqual([]);
  });

  test('a decline with a note, and a claim decided elsewhere meanwhile shows the server’s refusal', async ({
    page,
    pageErrors,
  }) => {
    const declined = `Gave a talk at a meetup ${Date.now()}`;
    const decidedElsewhere = `Spoke at the conference ${Date.now()}`;
    await claimWithProof('announcements_admin', declined);
    const other = await claimWithProof('observer', decidedElsewhere);

    // The approver's way in from /incentives: the approvals link, from the keyboard.
    await signIn(page, 'award_approver');
    await page.goto('/incentives');
    const link = page.getByRole('link', { name: /^Approvals \(\d+\)$/ });
    await tabUntilFocused(page, link, 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${APPROVALS}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    const card = claimCard(page, declined);
    await card.getByRole('textbox', { name: 'Note to Anna Announcer (optional)' }).fill('No slides attached');
    await card.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText(`You declined Anna Announcer’s claim of ${TWO_STEP_INCENTIVE.name}.`)).toBeVisible();
    await expect(card).toHaveCount(0);

    // Declined through the API while the page still shows it: the page says the server's 409.
    const approver = await apiSession('award_approver');
    const api = await approver.post(`/api/v2/approval_requests/${other.id}/decline`, { note: 'Duplicate' });
    expect(api.status).toBe(200);
    await approver.dispose();
    const stale = claimCard(page, decidedElsewhere);
    await stale.getByRole('button', { name: 'Approve' }).click();
    const alert = stale.getByRole('alert');
    await expect(alert).toContainText('Your decision was not recorded');
    await expect(alert).toContainText('This request has already been decided');
    await page.screenshot({ path: test.info().outputPath('approvals-refused.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('nothing waiting: the empty text', async ({ page }) => {
    await signIn(page, 'tier_one_user');
    await page.goto('/incentives');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Approvals/ })).toHaveCount(0);
    await openApprovals(page);
    await expect(page.getByText(/Nothing waits for your approval/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('approvals-empty.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
