import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { INCENTIVE_SUMMARY_PAGE_SIZE, type IncentiveDetail } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';
import { TWO_STEP_INCENTIVE, claimWithProof } from '../support/incentive-claims';

const SUMMARY = '/admin/incentives/summary';
const CLAIMER = 'Rita Receiver';

/**
 * Setup through the API: Rita claims the two-step incentive once, and claims a new incentive (waiting for
 * Gloria's approval, so nothing is paid or posted) one more time than a page holds.
 */
async function claimsToSummarise() {
  const reason = `Spoke at the summary meetup ${Date.now()}`;
  await claimWithProof('receiver', reason);
  const admin = await apiSession('awards_admin');
  const gloria = await apiSession('global_admin');
  const claimer = await apiSession('receiver');
  try {
    const { result: approver } = await gloria.get<{ result: { id: number } }>('/api/v2/users/show');
    const name = `Summary paging ${Date.now()}`;
    const created = await admin.post<IncentiveDetail>('/api/v2/admin/incentives', {
      name,
      description: '<p>Paging check</p>',
      amount: 1,
      message: 'Thanks!',
      requireApproval: true,
      approvalLevels: [[approver.id]],
    });
    expect(created.status).toBe(201);
    for (let count = 0; count <= INCENTIVE_SUMMARY_PAGE_SIZE; count += 1) {
      const claim = await claimer.post('/api/v2/approval_requests', {
        award_id: created.body.id,
        claim_reason: `Paging ${count}`,
      });
      expect(claim.status).toBe(201);
    }
    return { reason, paging: name };
  } finally {
    await Promise.all([admin.dispose(), gloria.dispose(), claimer.dispose()]);
  }
}

const rowsOf = (page: Page) => page.getByRole('table', { name: 'Claims of incentives' }).getByRole('row');

async function chooseOnly(page: Page, incentive: string) {
  await page.getByText(/^Incentives: /).click();
  await page.getByRole('checkbox', { name: incentive, exact: true }).click();
  await expect(page.getByText('Incentives: 1 chosen')).toBeVisible();
  await page.getByText(/^Incentives: /).click();
}

test.describe('incentives summary', () => {
  test('lists the claims by incentive, dates, page and order, and the CSV holds the same claims', async ({
    page,
    pageErrors,
  }) => {
    const { reason, paging } = await claimsToSummarise();
    await signIn(page, 'global_admin');
    await page.goto(`${SUMMARY}?page=3`);
    await expect(page.getByRole('heading', { level: 1, name: 'Incentives summary' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Date presets' }).getByRole('button', { name: '30 days' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Page 3 is past the last page of these claims.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to page 1' }).click();
    await expect(rowsOf(page).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('summary.png'), fullPage: true });
    await page.goto(`${SUMMARY}?page=3`);

    // The new incentive's 25 claims: 24 on page 1, one on page 2; a filter change goes back to page 1.
    await chooseOnly(page, paging);
    await expect(page).toHaveURL(/award_ids=\d+&start_date=[\d-]+&end_date=[\d-]+$/);
    await expect(page.getByText(`${INCENTIVE_SUMMARY_PAGE_SIZE + 1} claims`)).toBeVisible();
    await expect(rowsOf(page)).toHaveCount(INCENTIVE_SUMMARY_PAGE_SIZE + 1);
    const pages = page.getByRole('navigation', { name: 'Pages of the summary' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(rowsOf(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Claimed, newest first. Show oldest first' }).click();
    await expect(page).toHaveURL(/sort_order=asc$/);
    await expect(
      page.locator('th', { has: page.getByRole('button', { name: 'Claimed, oldest first. Show newest first' }) }),
    ).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowsOf(page)).toHaveCount(INCENTIVE_SUMMARY_PAGE_SIZE + 1);

    // The claim of the two-step incentive, in the last 7 days; a reload keeps the filter.
    await page.getByText(/^Incentives: /).click();
    await page.getByRole('checkbox', { name: paging, exact: true }).click();
    await expect(page.getByText('Incentives: all')).toBeVisible();
    await page.getByRole('checkbox', { name: TWO_STEP_INCENTIVE.name, exact: true }).click();
    await expect(page.getByText('Incentives: 1 chosen')).toBeVisible();
    await page.getByText(/^Incentives: /).click();
    await page.getByRole('group', { name: 'Date presets' }).getByRole('button', { name: '7 days' }).click();
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Date presets' }).getByRole('button', { name: '7 days' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Incentives: 1 chosen')).toBeVisible();
    const row = rowsOf(page).filter({ has: page.getByRole('link', { name: CLAIMER }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(TWO_STEP_INCENTIVE.name);
    await expect(row).toContainText('Waiting for step 1 of 2');
    await page.screenshot({ path: test.info().outputPath('summary-filtered.png'), fullPage: true });
    await expect(row.getByRole('link', { name: CLAIMER })).toHaveAttribute('href', /^\/company\/users\/\d+$/);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV of these claims, every page' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^incentives-summary-[\d-]+-[\d-]+\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Incentive');
    const claims = lines.slice(1);
    expect(claims.every((line) => line.includes(TWO_STEP_INCENTIVE.name))).toBe(true);
    expect(claims.filter((line) => line.includes(reason) && line.includes(CLAIMER))).toHaveLength(1);
    expect(claims).toHaveLength((await rowsOf(page).count()) - 1);
    expect(pageErrors).toEqual([]);
  });

  test('from the keyboard: a date preset, the incentives, the order and the CSV', async ({ page }) => {
    await claimWithProof('company_admin', `Spoke at a keyboard meetup ${Date.now()}`);
    await signIn(page, 'global_admin');
    await page.goto(SUMMARY);
    await expect(page.getByRole('heading', { level: 1, name: 'Incentives summary' })).toBeVisible();
    const ninety = page.getByRole('button', { name: '90 days' });
    await tabUntilFocused(page, ninety, 80);
    await page.keyboard.press('Enter');
    await expect(ninety).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/start_date=/);

    const choice = page.getByText(/^Incentives: /);
    await choice.focus();
    await page.keyboard.press('Enter');
    const first = page.getByRole('checkbox', { name: TWO_STEP_INCENTIVE.name, exact: true });
    await tabUntilFocused(page, first, 10);
    await page.keyboard.press('Space');
    await expect(page.getByText('Incentives: 1 chosen')).toBeVisible();
    await expect(page).toHaveURL(/award_ids=2/);

    const sort = page.getByRole('button', { name: 'Claimed, newest first. Show oldest first' });
    await tabUntilFocused(page, sort, 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort_order=asc/);
    await expect(page.getByRole('link', { name: 'Alex Admin' }).first()).toBeVisible();
    const csv = page.getByRole('link', { name: 'Export CSV of these claims, every page' });
    await csv.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });
});
