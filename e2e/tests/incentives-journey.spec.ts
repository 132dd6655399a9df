import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { expect, signIn, skipSeasonalIntro, test, type Persona } from '../support/fixtures';
import { ORANGE_PNG } from '../support/attachments';
import { earningsOf } from '../support/give-recognition';
import {
  INCENTIVES_ADMIN,
  addApprover,
  audienceReach,
  costEstimate,
  incentiveRow,
  limitToDepartment,
} from '../support/incentives-admin';

// Issue 15's whole chain through the UI, each person in a browser of their own: an awards admin makes an
// incentive for Marketing with two approval steps, Anna (Marketing) claims it with a proof, Emma (not in
// Marketing) does not see it, Mateo approves step one and Gloria step two, Anna is paid and posted, and the
// summary and its CSV list the claim.
const POINTS = 10;
const CLAIMER = 'Anna Announcer';

async function pageOf(browser: Browser, persona: Persona) {
  const context = await browser.newContext();
  await skipSeasonalIntro(context);
  const page = await context.newPage();
  await signIn(page, persona);
  return page;
}

test('an incentive from its form to the claimer’s feed and the summary’s CSV', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `Mentor a newcomer ${Date.now() % 1_000_000_000}`;
  const message = `Thanks for mentoring, ${name}!`;
  const reason = `Mentored our new designer through her first month ${Date.now()}`;

  const admin = await pageOf(browser, 'awards_admin');
  await admin.goto(`${INCENTIVES_ADMIN}/new`);
  await admin.getByRole('textbox', { name: 'Name' }).fill(name);
  await admin.getByRole('textbox', { name: 'Description' }).click();
  await admin.keyboard.type('Help a newcomer settle in for a month.');
  await admin.getByRole('spinbutton', { name: 'Points per claim' }).fill(String(POINTS));
  const everyone = await costEstimate(admin).textContent();
  await limitToDepartment(admin, 'Marketing');
  // The estimate follows the audience: the points times the people the conditions reach.
  await expect(costEstimate(admin)).not.toHaveText(everyone!);
  const [reached] = ((await audienceReach(admin).textContent())!.match(/\d+/g) ?? []).map(Number);
  await expect(costEstimate(admin)).toHaveText(`$${(reached! * POINTS).toLocaleString('en-US')}`);
  await admin.getByRole('textbox', { name: 'Message of the recognition post' }).fill(message);
  await admin.getByRole('checkbox', { name: 'Claims need approval' }).check();
  await addApprover(admin, 1, 'Mateo', 'Mateo Manager');
  await admin.getByRole('button', { name: 'Add a step' }).click();
  await addApprover(admin, 2, 'Gloria', 'Gloria Global');
  await admin.getByRole('button', { name: 'Create incentive' }).click();
  await expect(incentiveRow(admin, name)).toContainText(`${POINTS} points`);

  const outsider = await pageOf(browser, 'employee');
  await outsider.goto('/incentives');
  await expect(outsider.getByRole('list', { name: 'Incentives you may claim' })).toBeVisible();
  await expect(outsider.getByRole('heading', { level: 2, name })).toHaveCount(0);

  const earningBefore = await earningsOf('announcements_admin');
  const claimer = await pageOf(browser, 'announcements_admin');
  await claimer.goto('/incentives');
  await claimer.getByRole('button', { name: `Claim ${name}` }).click();
  const dialog = claimer.getByRole('dialog', { name: `Claim ${name}` });
  await dialog.getByRole('textbox', { name: 'Why are you claiming it? (required)' }).fill(reason);
  await dialog.getByLabel(/^Proof/).setInputFiles({ name: 'mentoring.png', mimeType: 'image/png', buffer: ORANGE_PNG });
  await dialog.getByRole('button', { name: 'Claim' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(claimer.getByRole('region', { name: 'Notifications' })).toContainText(/approval/i);

  for (const [persona, step] of [
    ['manager', 'Step 1 of 2'],
    ['global_admin', 'Step 2 of 2'],
  ] as const) {
    const approver = await pageOf(browser, persona);
    await approver.goto('/incentives/approvals');
    const claim = approver.getByRole('article').filter({ hasText: reason });
    await expect(claim.getByRole('heading', { name: `${CLAIMER} claimed ${name}` })).toBeVisible();
    await expect(claim).toContainText(step);
    await expect(claim.getByRole('img', { name: `Proof from ${CLAIMER}: mentoring.png` })).toBeVisible();
    await claim.getByRole('button', { name: 'Approve' }).click();
    await expect(claim).toHaveCount(0);
    if (persona === 'manager') expect(await earningsOf('announcements_admin')).toBe(earningBefore);
    await approver.context().close();
  }

  expect(await earningsOf('announcements_admin')).toBe(earningBefore + POINTS);
  await claimer.goto('/');
  await expect(claimer.getByRole('feed').getByRole('article').filter({ hasText: message }).first()).toBeVisible();

  const summary = await pageOf(browser, 'global_admin');
  await summary.goto('/admin/incentives/summary');
  await summary.getByText(/^Incentives: /).click();
  await summary.getByRole('checkbox', { name, exact: true }).click();
  await summary.getByText(/^Incentives: /).click();
  const row = summary
    .getByRole('table', { name: 'Claims of incentives' })
    .getByRole('row')
    .filter({ hasText: CLAIMER });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  const [download] = await Promise.all([
    summary.waitForEvent('download'),
    summary.getByRole('link', { name: 'Export CSV of these claims, every page' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(CLAIMER);
  expect(lines[1]).toContain(name);
  for (const page of [admin, outsider, claimer, summary]) await page.context().close();
});
