import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, skipSeasonalIntro, test, type Persona } from '../support/fixtures';
import { expectFocusVisible, tabUntil } from '../support/keyboard';
import { apiSession } from '../support/api-session';
import { seriousViolations } from '../support/axe';
import { ORANGE_PNG } from '../support/attachments';
import { shownEarningBalance } from '../support/rewards-pages';

// Each journey claims its own incentive, made for it by the awards admin, as its own persona: parallel
// workers never share a limit, a unit of stock or a balance.

const ADMIN_INCENTIVES = '/api/v2/admin/incentives';
const ANNOUNCEMENTS = '/api/v2/announcements/announcements';
const SEEDED_INACTIVE_ID = 4;
const PROOF = { name: 'proof.png', mimeType: 'image/png', buffer: ORANGE_PNG };
const CERTIFICATE = {
  name: 'certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
};

interface Created {
  id: number;
  name: string;
}

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 7)}`;

async function createIncentive(form: Record<string, unknown>): Promise<Created> {
  const admin = await apiSession('awards_admin');
  const { status, body } = await admin.post<Created>(ADMIN_INCENTIVES, {
    description: '<p>Do the thing, then claim.</p>',
    message: 'Thanks!',
    ...form,
  });
  await admin.dispose();
  expect(status, `POST ${ADMIN_INCENTIVES}`).toBe(201);
  return body;
}

async function userIdOf(persona: Persona) {
  const session = await apiSession(persona);
  const { result } = await session.get<{ result: { id: number; slug: string } }>('/api/v2/profile/user?view=profile');
  await session.dispose();
  return result;
}

const cardOf = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Incentives you may claim' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 2, name, exact: true }),
    });

const claimDialog = (page: Page, name: string) => page.getByRole('dialog', { name: `Claim ${name}` });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function fillClaim(dialog: Locator, reason: string, withProof = true) {
  await dialog.getByRole('textbox', { name: 'Why are you claiming it? (required)' }).fill(reason);
  if (withProof) await dialog.getByLabel(/^Proof/).setInputFiles(PROOF);
}

test('an eligible employee claims an auto-approved incentive with a proof image: toast, fewer claims left, more points', async ({
  page,
  pageErrors,
}) => {
  const incentive = await createIncentive({
    name: unique('Share a demo'),
    amount: 15,
    requireProof: true,
    claimLimitMode: 'perEmployee',
    userClaimLimit: 2,
  });
  await signIn(page, 'observer');
  await page.goto('/rewards');
  const before = await shownEarningBalance(page);

  await page.goto('/incentives');
  await expect(page.getByRole('heading', { level: 1, name: 'Incentives' })).toBeVisible();
  const card = cardOf(page, incentive.name);
  await expect(card).toContainText('15 points');
  await expect(card).toContainText('2 claims left');
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: `Claim ${incentive.name}` }).click();
  const dialog = claimDialog(page, incentive.name);
  await expect(dialog.getByRole('textbox')).toBeFocused();
  await dialog.getByRole('button', { name: 'Claim' }).click();
  await expect(dialog.getByText('Say why you are claiming this incentive')).toBeVisible();
  await expect(dialog.getByText('Attach a proof to claim this incentive')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await fillClaim(dialog, 'Demoed the new search to the whole company');
  await expect(dialog.getByText('Attached: proof.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Claim' }).click();
  await expect(dialog).toHaveCount(0);
  const toast = toasts(page).getByText(`You claimed ${incentive.name}: 15 points have been added to your balance.`);
  await expect(toast).toBeVisible();
  await expect(card).toContainText('1 claim left');
  // Persistent: still there after the ordinary toasts' 6 s.
  await page.waitForTimeout(6500);
  await expect(toast).toBeVisible();

  await page.goto('/rewards');
  await expect(page.getByTestId('earning-balance')).toHaveText(`You have ${before + 15} points to spend`);
  expect(pageErrors).toEqual([]);
});

test('a claim that needs approval, from the incentive page, says it was sent for approval', async ({
  page,
  pageErrors,
}) => {
  const approver = await userIdOf('award_approver');
  const incentive = await createIncentive({
    name: unique('Run a workshop'),
    amount: 40,
    requireApproval: true,
    approvalLevels: [[approver.id]],
  });
  await signIn(page, 'receiver');
  await page.goto('/incentives');
  await cardOf(page, incentive.name).getByRole('link', { name: incentive.name }).click();
  await expect(page).toHaveURL(new RegExp(`/incentives/${incentive.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: incentive.name })).toBeVisible();
  await expect(page.getByText('Do the thing, then claim.')).toBeVisible();
  await expect(page.getByText('Needs approval')).toBeVisible();
  await expect(page.getByText('Nobody has claimed it this week.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Claim' }).click();
  const dialog = claimDialog(page, incentive.name);
  await expect(dialog).toContainText('An approver reviews your claim before the points are paid.');
  await fillClaim(dialog, 'Ran the onboarding workshop');
  await dialog.getByRole('button', { name: 'Claim' }).click();
  await expect(
    toasts(page).getByText(
      `Your claim for ${incentive.name} (40 points) was sent for approval. You will be told when it is decided.`,
    ),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('a PDF proof: the claimer attaches a certificate, the approver downloads it as a PDF', async ({
  browser,
  page,
  pageErrors,
}) => {
  const approver = await userIdOf('award_approver');
  const incentive = await createIncentive({
    name: unique('Get certified'),
    amount: 30,
    requireProof: true,
    requireApproval: true,
    approvalLevels: [[approver.id]],
  });
  const reason = `Passed the cloud exam ${Date.now()}`;
  await signIn(page, 'receiver');
  await page.goto(`/incentives/${incentive.id}`);
  await page.getByRole('button', { name: 'Claim' }).click();
  const dialog = claimDialog(page, incentive.name);
  await expect(dialog.getByText('A JPEG or PNG image, or a PDF, up to 10 MB.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Why are you claiming it? (required)' }).fill(reason);
  await dialog.getByLabel(/^Proof/).setInputFiles(CERTIFICATE);
  await expect(dialog.getByText('Attached: certificate.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Claim' }).click();
  await expect(toasts(page).getByText(/was sent for approval/)).toBeVisible();

  const context = await browser.newContext();
  await skipSeasonalIntro(context);
  const approving = await context.newPage();
  await signIn(approving, 'award_approver');
  await approving.goto('/incentives/approvals');
  const card = approving.getByRole('article').filter({ hasText: reason });
  const proofLink = card.getByRole('link', { name: 'Open certificate.pdf' });
  await expect(proofLink).toBeVisible();
  // The proof lives on the API's origin: the browser may download it from this page or from the tab it opens.
  const download = Promise.race([
    approving.waitForEvent('download'),
    context.waitForEvent('page').then((tab) => tab.waitForEvent('download')),
  ]);
  await proofLink.click();
  const saved = await (await download).path();
  expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  await context.close();
  expect(pageErrors).toEqual([]);
});

test('an incentive for one department is listed for its members only; others find no such incentive', async ({
  browser,
}) => {
  const incentive = await createIncentive({
    name: unique('Marketing launch'),
    amount: 10,
    conditions: [{ attr: 'department', value: 'Marketing' }],
  });
  const member = await browser.newPage();
  await skipSeasonalIntro(member);
  await signIn(member, 'announcements_admin');
  await member.goto('/incentives');
  await expect(cardOf(member, incentive.name)).toContainText('For you');

  const other = await browser.newPage();
  await skipSeasonalIntro(other);
  await signIn(other, 'employee');
  await other.goto('/incentives');
  await expect(other.getByRole('list', { name: 'Incentives you may claim' })).toBeVisible();
  await expect(other.getByRole('heading', { level: 2, name: incentive.name })).toHaveCount(0);
  await other.goto(`/incentives/${incentive.id}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Incentive not found' })).toBeVisible();
  await member.close();
  await other.close();
});

test('the limit and stock notices: the last unit claimed, the card fades and the modal says why; inactive is said too', async ({
  page,
  pageErrors,
}) => {
  const incentive = await createIncentive({
    name: unique('Last ticket'),
    amount: 5,
    quantity: 1,
    claimLimitMode: 'perEmployee',
    userClaimLimit: 1,
  });
  await signIn(page, 'tech_admin');
  await page.goto('/incentives');
  const card = cardOf(page, incentive.name);
  await expect(card).toContainText('1 left');
  await card.getByRole('button', { name: `Claim ${incentive.name}` }).click();
  const dialog = claimDialog(page, incentive.name);
  await expect(dialog.getByRole('alert')).toContainText('Limited stock: 1 left.');
  await fillClaim(dialog, 'Got the last one', false);
  await dialog.getByRole('button', { name: 'Claim' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(card).toContainText('Out of stock');
  await expect(card).toContainText('None left');
  await expect(card).toHaveAttribute('data-faded', 'true');
  // Opening again right after the close is ignored (programs §4); after 500 ms it opens.
  await page.waitForTimeout(600);
  await card.getByRole('button', { name: `Claim ${incentive.name}` }).click();
  await expect(dialog.getByText('Out of stock: this incentive cannot be claimed any more.')).toBeVisible();
  await expect(dialog.getByText('You have claimed this incentive as often as you may.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.waitForTimeout(600);
  await page.evaluate(
    (incentiveId) => window.dispatchEvent(new CustomEvent('open-claim-incentive', { detail: { incentiveId } })),
    SEEDED_INACTIVE_ID,
  );
  await expect(page.getByRole('dialog', { name: 'Claim Summer hackathon' })).toContainText(
    'This incentive is not active, so it cannot be claimed right now.',
  );
  expect(pageErrors).toEqual([]);
});

test('the claim modal opens from an announcement’s incentive, on the home page', async ({ page, pageErrors }) => {
  const incentive = await createIncentive({ name: unique('Announced bonus'), amount: 20 });
  const manager = await userIdOf('manager');
  const title = unique('Claim me');
  const announcer = await apiSession('announcements_admin');
  const { status } = await announcer.post(ANNOUNCEMENTS, {
    title,
    description: '<p>There is an incentive for this.</p>',
    start_date: new Date().toISOString().slice(0, 10),
    end_date: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
    reason_tokens: [{ context: 'recipient', token: `@${manager.slug}`, display_name: manager.slug, type: 'username' }],
    claimable_award_id: incentive.id,
  });
  await announcer.dispose();
  expect(status).toBe(201);

  await signIn(page, 'manager');
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Announcements' });
  await expect(carousel).toBeVisible();
  const slide = carousel.getByRole('group');
  for (let step = 0; step < 10; step += 1) {
    if ((await slide.getByRole('heading', { level: 2 }).textContent()) === title) break;
    await carousel.getByRole('button', { name: 'Next announcement' }).click();
  }
  await expect(slide.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const link = slide.getByRole('link', { name: 'See the incentive' });
  await expect(link).toHaveAttribute('href', `/incentives/${incentive.id}`);
  await link.click();
  const dialog = claimDialog(page, incentive.name);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await seriousViolations(page)).toEqual([]);
  await fillClaim(dialog, 'Saw it in the announcement', false);
  await dialog.getByRole('button', { name: 'Claim' }).click();
  await expect(toasts(page).getByText(`You claimed ${incentive.name}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
  expect(pageErrors).toEqual([]);
});

test('keyboard: open the claim modal, fill the reason, submit, and the focus returns to the Claim button', async ({
  page,
  pageErrors,
}) => {
  const incentive = await createIncentive({ name: unique('Keyboard kudos'), amount: 3 });
  await signIn(page, 'company_admin');
  // The incentive's own page: in the list, other journeys' incentives may stand before it, any number of Tabs away.
  await page.goto(`/incentives/${incentive.id}`);
  await expect(page.getByRole('heading', { level: 1, name: incentive.name })).toBeVisible();
  const opener = page.getByRole('main').getByRole('button', { name: 'Claim', exact: true });
  await tabUntil(page, opener, 60);
  await expectFocusVisible(opener);
  await page.keyboard.press('Enter');
  const dialog = claimDialog(page, incentive.name);
  const reason = dialog.getByRole('textbox', { name: 'Why are you claiming it? (required)' });
  await expectFocusVisible(reason);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocusVisible(opener);

  await page.waitForTimeout(600);
  await page.keyboard.press('Enter');
  await expect(reason).toBeFocused();
  await page.keyboard.type('Fixed the build with only a keyboard');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Proof (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expectFocusVisible(dialog.getByRole('button', { name: 'Claim' }));
  await page.keyboard.press('Enter');
  await expect(toasts(page).getByText(`You claimed ${incentive.name}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectFocusVisible(opener);
  expect(pageErrors).toEqual([]);
});
