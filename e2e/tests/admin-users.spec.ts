import type { Page } from '@playwright/test';
import type { AdminUsersPage } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';

const ACCOUNTS = '/admin/users/accounts';
const IMPORTS = '/admin/users/imported';
const PERSON = 'Oscar Observer';

/** The observer's account as the seed has it; the journey changes it, so it is put back afterwards. */
async function observerAccount() {
  const session = await apiSession('global_admin');
  try {
    const page = await session.get<AdminUsersPage>(`/api/v2/admin/users?q=${encodeURIComponent(PERSON)}`);
    return page.users.find((user) => user.display_name === PERSON)!;
  } finally {
    await session.dispose();
  }
}

async function restoreObserver(id: number, department: string) {
  const session = await apiSession('global_admin');
  try {
    const answer = await session.patch(`/api/v2/admin/users/${id}`, { status: 'active', department });
    expect(answer.status).toBe(200);
  } finally {
    await session.dispose();
  }
}

const search = async (page: Page, text: string) => {
  await page.getByLabel('Search by name or e-mail').fill(text);
  await page.getByLabel('Search by name or e-mail').press('Enter');
};

test.describe('user accounts', () => {
  test('a global admin finds a person, changes their department and deactivates them; they can no longer sign in', async ({
    page,
    browser,
    pageErrors,
  }) => {
    const before = await observerAccount();
    const department = before.department === 'Marketing' ? 'Sales' : 'Marketing';
    try {
      await signIn(page, 'global_admin');
      await page.goto('/admin/dashboard');
      await page.getByRole('link', { name: 'User accounts' }).click();
      await expect(page).toHaveURL(ACCOUNTS);
      await expect(page.getByRole('heading', { level: 1, name: 'User accounts' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'People' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await search(page, 'Oscar');
      await expect(page).toHaveURL(/q=Oscar/);
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(PERSON) }) });
      await expect(row).toHaveCount(1);

      await row.getByRole('button', { name: `Edit ${PERSON}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${PERSON}` });
      await expect(dialog.getByRole('checkbox', { name: 'Finance admin' })).toBeDisabled();
      await dialog.getByLabel('Department').selectOption(department);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('edit-user.png') });
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText(`${PERSON} was updated.`)).toBeVisible();
      await expect(row.getByRole('cell', { name: department, exact: true })).toBeVisible();

      await row.getByRole('button', { name: `Deactivate ${PERSON}` }).click();
      const confirm = page.getByRole('dialog', { name: `Deactivate ${PERSON}?` });
      await expect(confirm).toContainText('will no longer be able to sign in');
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await expect(page.getByText(`${PERSON} was deactivated.`)).toBeVisible();
      await expect(row.getByRole('cell', { name: 'Deactivated' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('user-accounts.png'), fullPage: true });

      // The deactivated person signs in and is sent back to the sign-in page.
      const context = await browser.newContext();
      try {
        const theirs = await context.newPage();
        await signIn(theirs, 'observer');
        expect((await theirs.request.get('/api/v2/jwt')).status()).toBe(401);
        await theirs.goto('/');
        await expect(theirs.getByRole('heading', { name: 'Sign in to Laurel' })).toBeVisible();
      } finally {
        await context.close();
      }
    } finally {
      await restoreObserver(before.id, before.department);
    }
    expect(pageErrors).toEqual([]);
  });

  test('from the keyboard: search with Enter, open Edit, leave it with Escape back on the button', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'global_admin');
    await page.goto(ACCOUNTS);
    const field = page.getByLabel('Search by name or e-mail');
    await field.focus();
    await page.keyboard.type('Emma Employee');
    await page.keyboard.press('Enter');
    const edit = page.getByRole('button', { name: 'Edit Emma Employee' });
    await expect(edit).toBeVisible();
    await edit.focus();
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Emma Employee' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('imported users', () => {
  test('a CSV with one bad row: the preview names the row’s error, and the good rows import with progress', async ({
    page,
    pageErrors,
  }) => {
    const stamp = Date.now();
    const csv = [
      'email,first_name,last_name,department,manager_email,role',
      `ivy.${stamp}@laurel.example,Ivy,Import${stamp},Sales,,`,
      `not-an-email-${stamp},Bad,Row${stamp},Sales,,`,
      `ike.${stamp}@laurel.example,Ike,Import${stamp},Engineering,ivy.${stamp}@laurel.example,is_manager`,
    ].join('\r\n');
    await signIn(page, 'global_admin');
    await page.goto(IMPORTS);
    await expect(page.getByRole('heading', { level: 1, name: 'Imported users' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('CSV file').setInputFiles({
      name: `people-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    const preview = page.getByRole('table', { name: 'Rows of the file' });
    await expect(preview).toBeVisible();
    const bad = preview.getByRole('row').filter({ hasText: `not-an-email-${stamp}` });
    await expect(bad).toContainText('This is not a valid e-mail address');
    await expect(page.getByText('2 of 3 rows can be imported; rows with errors are skipped.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('import-preview.png'), fullPage: true });

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(page.getByText('Import finished: 2 created, 0 updated, 1 skipped.')).toBeVisible();
    const history = page.getByRole('region', { name: 'Import history' });
    await expect(history.getByRole('row').filter({ hasText: `people-${stamp}.csv` })).toContainText('Finished');
    await page.screenshot({ path: test.info().outputPath('import-finished.png'), fullPage: true });

    // The imported people are in the user accounts list.
    await page.goto(`${ACCOUNTS}?q=${stamp}`);
    await expect(page.getByText('2 people')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: new RegExp(`Ike Import${stamp}`) })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('from the keyboard: Check the file without one says so at the file field', async ({ page, pageErrors }) => {
    await signIn(page, 'global_admin');
    await page.goto(IMPORTS);
    const check = page.getByRole('button', { name: 'Check the file' });
    await check.focus();
    await page.keyboard.press('Enter');
    const file = page.getByLabel('CSV file');
    await expect(file).toBeFocused();
    await expect(file).toHaveAccessibleDescription(/Choose a CSV file to check/);
    expect(pageErrors).toEqual([]);
  });
});
