import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Celebration } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';

const INDEX = '/admin/programs/celebrations';
const rowOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Active celebrations', exact: true })
    .getByRole('row', { name: new RegExp(`^${name}`) });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function celebrationNamed(name: string): Promise<Celebration> {
  const admin = await apiSession('company_admin');
  try {
    const { records } = await admin.get<{ records: Celebration[] }>('/api/v2/admin/celebrations?state=all');
    return records.find((record) => record.name === name)!;
  } finally {
    await admin.dispose();
  }
}

// One company's six celebrations: the tests change them one after the other.
test.describe.configure({ mode: 'serial' });

test.describe('celebrations admin', () => {
  test('a company admin edits the birthday celebration, seeing the validation messages first', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'company_admin');
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Celebrations', exact: true })
      .click();
    await expect(page).toHaveURL(INDEX);
    await expect(page.getByRole('heading', { level: 1, name: 'Celebrations' })).toBeVisible();
    await expect(rowOf(page, 'Birthday')).toContainText('50 points');
    await expect(rowOf(page, 'Birthday')).toContainText('Everyone');
    expect(await seriousViolations(page)).toEqual([]);

    await rowOf(page, 'Birthday').getByRole('link', { name: 'Edit Birthday' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Birthday' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name' });
    const points = page.getByRole('spinbutton', { name: 'Points per person' });
    await name.fill('');
    await points.fill('');
    await page.getByRole('textbox', { name: 'Headline' }).fill('Many happy returns!');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Give the celebration a name')).toBeVisible();
    await expect(page.getByText('The amount must be a whole number from 0 to 100000')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Headline' })).toHaveValue('Many happy returns!');
    expect(await seriousViolations(page)).toEqual([]);

    await name.fill('Birthday');
    await points.fill('75');
    await page.getByRole('radio', { name: 'Immediate team' }).check();
    await page.getByRole('checkbox', { name: 'Marketing' }).check();
    await page.getByRole('checkbox', { name: 'Berlin' }).check();
    await page.getByRole('radio', { name: 'Any chosen group' }).check();
    await expect(page.getByText(/^Reaches \d+ of \d+ people$/)).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page).toHaveURL(INDEX);
    await expect(toasts(page)).toContainText('Birthday is saved.');
    const row = rowOf(page, 'Birthday');
    await expect(row).toContainText('75 points');
    await expect(row).toContainText('Immediate team');
    await expect(row).toContainText('Any of: Marketing, Berlin');
    const stored = await celebrationNamed('Birthday');
    expect(stored.receivingRulesGroup).toMatchObject({
      groupType: 'OR',
      conditions: [
        { attr: 'department', value: 'Marketing' },
        { attr: 'location', value: 'Berlin' },
      ],
    });
    expect(stored.headline).toBe('Many happy returns!');
    expect(pageErrors).toEqual([]);
  });

  test('a work anniversary celebrates only chosen years, each with its points; reset brings back the defaults', async ({
    page,
  }) => {
    await signIn(page, 'company_admin');
    await page.goto(INDEX);
    await rowOf(page, 'Work anniversary').getByRole('link', { name: 'Edit Work anniversary' }).click();
    await expect(page.getByRole('radio', { name: 'The same amount every year' })).toBeChecked();
    await page.getByRole('radio', { name: 'Only on the years listed' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Each year needs a whole number of years from 1 to 75')).toBeVisible();
    for (const [index, [years, points]] of [
      ['1', '100'],
      ['5', '500'],
      ['10', '1000'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add a year' }).click();
      await page.getByRole('spinbutton', { name: `Years of row ${index + 1}` }).fill(years!);
      await page.getByRole('spinbutton', { name: `Points of row ${index + 1}` }).fill(points!);
    }
    await page.getByRole('button', { name: 'Remove row 1' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(INDEX);
    await expect(rowOf(page, 'Work anniversary')).toContainText('Only on chosen years');
    const stored = await celebrationNamed('Work anniversary');
    expect(stored.workAnniversaryPointSetting).toBe('onlySpecificYears');
    expect(stored.yearAmountMappings).toEqual([
      { yearThreshold: 5, amount: 500 },
      { yearThreshold: 10, amount: 1000 },
    ]);

    await page.getByRole('button', { name: 'Reset to default: Work anniversary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Work anniversary to default?' });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Reset to default' }).click();
    await expect(page.getByText('Work anniversary is back to its default settings.')).toBeVisible();
    await expect(rowOf(page, 'Work anniversary')).toContainText('100 points');
    expect((await celebrationNamed('Work anniversary')).yearAmountMappings).toEqual([]);
  });

  test('deactivating moves a celebration to the inactive ones, reactivating brings it back', async ({ page }) => {
    await signIn(page, 'company_admin');
    await page.goto(INDEX);
    await page.getByRole('button', { name: 'Deactivate New hire' }).click();
    await expect(page.getByText('New hire is deactivated.')).toBeVisible();
    await expect(rowOf(page, 'New hire')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Show inactive celebrations' }).check();
    const inactive = page.getByRole('table', { name: 'Inactive celebrations', exact: true });
    await expect(inactive.getByRole('row', { name: /^New hire/ })).toContainText('Inactive');
    expect(await seriousViolations(page)).toEqual([]);
    await inactive.getByRole('button', { name: 'Reactivate New hire' }).click();
    await expect(page.getByText('New hire is active again.')).toBeVisible();
    await expect(rowOf(page, 'New hire')).toContainText('Active');
    await expect(inactive.getByRole('row', { name: /^New hire/ })).toHaveCount(0);
  });

  test('giving a celebration by hand toasts what was posted', async ({ page }) => {
    await signIn(page, 'company_admin');
    await page.goto(INDEX);
    await page.getByRole('button', { name: 'Give a celebration now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give a celebration now' });
    await dialog.getByRole('combobox', { name: 'Celebration' }).selectOption({ label: 'Birthday' });
    await dialog.getByRole('searchbox', { name: 'Find a person' }).fill('Gloria');
    await dialog.getByRole('button', { name: 'Add Gloria Global' }).click();
    await expect(dialog.getByRole('list', { name: 'People to celebrate' })).toContainText('Gloria Global');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Give now' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toasts(page)).toContainText('Birthday posted for 1 person');

    await page.getByRole('button', { name: 'Give a celebration now' }).click();
    await dialog.getByRole('combobox', { name: 'Celebration' }).selectOption({ label: 'Birthday' });
    await dialog.getByRole('searchbox', { name: 'Find a person' }).fill('Gloria');
    await dialog.getByRole('button', { name: 'Add Gloria Global' }).click();
    await dialog.getByRole('button', { name: 'Give now' }).click();
    await expect(toasts(page)).toContainText('Birthday was not posted for 1 person: already celebrated today');
  });

  test('the export polls until its file is generated, downloads it and says so', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'company_admin');
    await page.goto(INDEX);
    const downloaded = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(toasts(page)).toContainText('Your celebrations export is starting.');
    await expect(page.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('person,email,celebration,type,day,points,given,posted_at');
    expect(csv).toContain('Gloria Global');
    await expect(toasts(page)).toContainText('Your celebrations export is downloaded.');
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  test('a new wellness day and the index work from the keyboard alone', async ({ page }) => {
    const name = `Keyboard wellness ${Date.now() % 1_000_000}`;
    await signIn(page, 'company_admin');
    await page.goto(INDEX);
    const create = page.getByRole('link', { name: 'New Wellness day celebration' });
    await expect(create).toBeVisible();
    await tabUntilFocused(page, create, 80);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'New Wellness day celebration' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const nameBox = page.getByRole('textbox', { name: 'Name' });
    await tabUntilFocused(page, nameBox, 40);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(name);
    await tabUntilFocused(page, page.getByRole('button', { name: 'Create celebration' }), 40);
    await page.keyboard.press('Enter');
    const day = page.getByLabel('Day of the celebration');
    await expect(page.getByText('Choose the day of this celebration')).toBeVisible();
    await expect(day).toBeFocused();
    await page.keyboard.type('06152026');
    await tabUntilFocused(page, page.getByRole('spinbutton', { name: 'Points per person' }), 10);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('20');
    await tabUntilFocused(page, page.getByRole('button', { name: 'Create celebration' }), 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(INDEX);
    const row = rowOf(page, name);
    await expect(row).toContainText('20 points');
    expect((await celebrationNamed(name)).celebrationDate).toBe('2026-06-15');

    await tabUntilFocused(page, row.getByRole('button', { name: `Reset to default: ${name}` }), 120);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `Reset ${name} to default?` })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${name} is back to its default settings.`)).toBeVisible();
    await expect(rowOf(page, 'Wellness day')).toContainText('0 points');
    await tabUntilFocused(page, page.getByRole('button', { name: 'Deactivate Wellness day' }).last(), 120);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Wellness day is deactivated.')).toBeVisible();
  });

  test('a persona without the permission has no menu entry and no page', async ({ page }) => {
    await signIn(page, 'rewards_admin');
    await page.goto('/admin/rewards/catalog');
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Celebrations', exact: true })).toHaveCount(0);
    for (const path of [INDEX, `${INDEX}/new/birthday`, `${INDEX}/1/edit`]) {
      await page.goto(path);
      await expect(page.getByText('Page not found')).toBeVisible();
    }
  });
});
