import type { Page } from '@playwright/test';
import type { OutboxEmail, ReportSubscription } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';
import { API_ORIGIN } from '../support/system';

// Issue 17 item 4. The subscriptions are the main company's (1), whose global admin is Gloria; this file's tests
// run one after another because "Delete all" removes every subscription of the company.
const PAGE = '/admin/subscriptions';
const SUBSCRIPTIONS_API = '/api/v2/report_email_subscriptions';
const TEST_CLOCK = `${API_ORIGIN}/__test__/clock`;
const MAIN_COMPANY_ID = 1;

test.describe.configure({ mode: 'serial' });

const table = (page: Page) => page.getByRole('table', { name: "Your company's report subscriptions" });

async function subscriptionsOfGloria() {
  const session = await apiSession('global_admin');
  try {
    return (await session.get<{ records: ReportSubscription[] }>(SUBSCRIPTIONS_API)).records;
  } finally {
    await session.dispose();
  }
}

async function addRecipient(page: Page, search: string, name: string) {
  await page.getByRole('searchbox', { name: 'Find a colleague by name or e-mail' }).fill(search);
  await page.getByRole('button', { name: `Add ${name}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
}

test('a global admin subscribes, edits, sees the e-mail in the outbox when the clock passes, deletes one and all', async ({
  page,
  request,
  pageErrors,
}) => {
  const note = `Numbers for the Monday meeting ${Date.now()}`;
  await signIn(page, 'global_admin');
  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Report subscriptions' }).click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Report subscriptions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Outbox' })).toBeVisible();

  // Create: the rules speak at their fields first, nothing typed is lost.
  await page.getByRole('button', { name: 'New subscription' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'New subscription' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
  await page.getByRole('button', { name: 'Save subscription' }).click();
  await expect(page.getByText('Choose at least one person to send the report to')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue(note);
  await page.getByRole('combobox', { name: 'Report' }).selectOption({ label: 'Recognition activity' });
  await page.getByRole('radio', { name: 'Weekly, on Mondays' }).check();
  await addRecipient(page, 'Emma', 'Emma Employee');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('subscription-form.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save subscription' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Subscription to Recognition activity created.' }),
  ).toBeVisible();
  const row = table(page).getByRole('row', { name: /Recognition activity/ });
  await expect(row).toContainText('Weekly, on Mondays');
  await expect(row).toContainText('Emma Employee');

  // Edit: the CSV format and a second recipient.
  await row.getByRole('button', { name: 'Edit the Recognition activity subscription' }).click();
  await expect(page.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue(note);
  await page.getByRole('radio', { name: 'Summary and a link to the CSV' }).check();
  await addRecipient(page, 'Mateo', 'Mateo Manager');
  await page.getByRole('button', { name: 'Save subscription' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Subscription to Recognition activity saved.' }),
  ).toBeVisible();
  await expect(row).toContainText('Summary and a link to the CSV');
  await expect(row).toContainText('Emma Employee, Mateo Manager');

  // The company's job clock passes the next send: the e-mail it would send is in the outbox.
  const mine = (await subscriptionsOfGloria()).find((subscription) => subscription.message === note)!;
  const moved = await request.post(TEST_CLOCK, {
    data: { companyId: MAIN_COMPANY_ID, advanceTo: new Date(Date.parse(mine.nextSendAt) + 60_000).toISOString() },
  });
  expect(moved.status()).toBe(200);
  await page.getByRole('button', { name: 'Refresh the outbox' }).click();
  const email = page.getByRole('article').filter({ hasText: note });
  await expect(email).toHaveCount(1);
  await expect(email.getByRole('heading', { level: 3 })).toHaveText(/^Your weekly Recognition activity report \(/);
  await expect(email).toContainText('Recognitions:');
  await expect(email).toContainText('Open the report and download its CSV');
  await expect(email.locator('dd').first()).toHaveText(mine.recipients.map((recipient) => recipient.email).join(', '));
  await expect(row).toContainText(
    new Date(Date.parse(mine.nextSendAt) + 7 * 86_400_000).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('subscriptions-outbox.png'), fullPage: true });
  const session = await apiSession('global_admin');
  try {
    const outbox = await session.get<{ records: OutboxEmail[] }>('/api/v2/admin/subscriptions/outbox');
    expect(outbox.records.find((record) => record.subscriptionId === mine.id)?.figures.map((f) => f.id)).toEqual([
      'recognitions',
      'givers',
    ]);

    // Delete one, after a confirmation.
    await row.getByRole('button', { name: 'Delete the Recognition activity subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the Recognition activity subscription?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Subscription to Recognition activity deleted.' }),
    ).toBeVisible();
    await expect(table(page).getByRole('row', { name: /Recognition activity/ })).toHaveCount(0);

    // Delete all, after a confirmation that can be declined.
    for (const report of ['points-given', 'redemptions']) {
      const created = await session.post(SUBSCRIPTIONS_API, {
        report,
        frequency: 'monthly',
        format: 'summary',
        recipientIds: [mine.recipients[0]!.id],
        message: `${note} (${report})`,
      });
      expect(created.status).toBe(201);
    }
  } finally {
    await session.dispose();
  }
  await page.reload();
  await expect(table(page).getByRole('row', { name: /Redemptions/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete all subscriptions' }).click();
  const confirmAll = page.getByRole('dialog', { name: /^Delete all \d+ subscriptions\?$/ });
  await confirmAll.getByRole('button', { name: 'Keep' }).click();
  await expect(table(page).getByRole('row', { name: /Redemptions/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete all subscriptions' }).click();
  await confirmAll.getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All subscriptions deleted.' })).toBeVisible();
  await expect(page.getByText('No subscriptions yet. Create one to send a report by e-mail.')).toBeVisible();
  expect(await subscriptionsOfGloria()).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('from the keyboard alone: open the form, add a recipient, save, and delete it', async ({ page, pageErrors }) => {
  const note = `Keyboard subscription ${Date.now()}`;
  await signIn(page, 'global_admin');
  await page.goto(PAGE);
  const create = page.getByRole('button', { name: 'New subscription' });
  // The list loads first; the button comes with it.
  await expect(create).toBeVisible();
  // A click in the page focuses the layout's main region, whose first stops are the admin menu's links.
  await page.getByRole('heading', { level: 1, name: 'Report subscriptions' }).click();
  await tabUntilFocused(page, create, 60);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'New subscription' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Report' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox', { name: 'Report' })).toHaveValue('recognition-activity');
  const search = page.getByRole('searchbox', { name: 'Find a colleague by name or e-mail' });
  await tabUntilFocused(page, search, 10);
  await page.keyboard.type('Emma');
  const add = page.getByRole('button', { name: 'Add Emma Employee' });
  await expect(add).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('subscriptions-keyboard-focus.png') });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Emma Employee' })).toBeVisible();
  await tabUntilFocused(page, page.getByRole('textbox', { name: 'Note (optional)' }), 10);
  await page.keyboard.type(note);
  await tabUntilFocused(page, page.getByRole('button', { name: 'Save subscription' }), 5);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Subscription to Recognition activity created.' }),
  ).toBeVisible();
  await expect(create).toBeFocused();

  const remove = table(page).getByRole('button', { name: 'Delete the Recognition activity subscription' });
  await tabUntilFocused(page, remove, 20);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete the Recognition activity subscription?' });
  await expect(confirm).toBeVisible();
  await tabUntilFocused(page, confirm.getByRole('button', { name: 'Delete', exact: true }), 5);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Subscription to Recognition activity deleted.' }),
  ).toBeVisible();
  expect((await subscriptionsOfGloria()).some((subscription) => subscription.message === note)).toBe(false);
  expect(pageErrors).toEqual([]);
});

test('only global admins have the page: a finance admin gets the not-found page and no menu entry', async ({
  page,
}) => {
  await signIn(page, 'finance_admin');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Report subscriptions' }),
  ).toHaveCount(0);
  expect((await page.request.get(SUBSCRIPTIONS_API)).status()).toBeGreaterThanOrEqual(401);
});
