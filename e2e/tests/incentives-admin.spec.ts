import type { IncentiveListItem } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';
import {
  INCENTIVES_ADMIN,
  addApprover,
  audienceReach,
  costEstimate,
  incentiveRow,
  limitToDepartment,
} from '../support/incentives-admin';

const INDEX = INCENTIVES_ADMIN;
const DEPARTMENT = 'Marketing';

const rowOf = incentiveRow;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 1_000_000_000}`;

test.describe('incentives admin', () => {
  test('an awards admin creates an incentive for one department with two approval steps, edits, deactivates and deletes it', async ({
    page,
    pageErrors,
  }) => {
    const name = uniqueName('Host a lunch');
    await signIn(page, 'awards_admin');
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Incentives', exact: true })
      .click();
    await expect(page).toHaveURL(INDEX);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage incentives' })).toBeVisible();
    await expect(rowOf(page, 'Speak at a meetup')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Create an incentive' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an incentive' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Invite a colleague from another team to lunch.');
    await page.getByRole('spinbutton', { name: 'Points per claim' }).fill('10');
    await expect(page.getByText(/^Reaches (\d+) of \1 people$/)).toBeVisible();
    const everyone = await costEstimate(page).textContent();
    expect(everyone).toMatch(/^\$\d[\d,]*$/);

    await limitToDepartment(page, DEPARTMENT);
    await expect(costEstimate(page)).not.toHaveText(everyone!);
    const reach = audienceReach(page);
    const [scoped, total] = ((await reach.textContent())!.match(/\d+/g) ?? []).map(Number);
    expect(scoped).toBeGreaterThan(0);
    expect(scoped).toBeLessThan(total!);
    await expect(costEstimate(page)).toHaveText(`$${(scoped! * 10).toLocaleString('en-US')}`);
    await expect(page.getByRole('group', { name: 'People must match' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Show post preview' }).click();
    await page
      .getByRole('textbox', { name: 'Message of the recognition post' })
      .fill('Thanks for bringing us together!');
    await expect(page.getByRole('region', { name: 'post preview' })).toContainText('Thanks for bringing us together!');

    await page.getByRole('checkbox', { name: 'Claims need approval' }).check();
    await expect(page.getByRole('button', { name: 'Remove step 1' })).toHaveCount(0);
    await addApprover(page, 1, 'Mateo', 'Mateo Manager');
    await page.getByRole('button', { name: 'Add a step' }).click();
    await addApprover(page, 2, 'Gloria', 'Gloria Global');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create incentive' }).click();

    await expect(page).toHaveURL(INDEX);
    await expect(rowOf(page, name)).toContainText('10 points');
    const admin = await apiSession('awards_admin');
    try {
      const { records } = await admin.get<{ records: IncentiveListItem[] }>('/api/v2/admin/incentives');
      const created = records.find((record) => record.name === name)!;
      expect(created.conditions).toEqual([{ attr: 'department', value: DEPARTMENT }]);
      const detail = await admin.get<{ approvalLevels: { displayName: string }[][]; description: string }>(
        `/api/v2/admin/incentives/${created.id}`,
      );
      expect(detail.approvalLevels.map((step) => step.map((user) => user.displayName))).toEqual([
        ['Mateo Manager'],
        ['Gloria Global'],
      ]);
      expect(detail.description).toBe('<p>Invite a colleague from another team to lunch.</p>');
    } finally {
      await admin.dispose();
    }

    await rowOf(page, name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Value of condition 1' })).toHaveValue(DEPARTMENT);
    await expect(page.getByRole('list', { name: 'Approvers of step 2' })).toContainText('Gloria Global');
    await page.getByRole('spinbutton', { name: 'Points per claim' }).fill('20');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(INDEX);
    await expect(rowOf(page, name)).toContainText('20 points');

    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(page.getByText(`${name} is deactivated and moved to the archived incentives.`)).toBeVisible();
    await expect(rowOf(page, name)).toHaveCount(0);
    await page.getByRole('link', { name: 'Archived incentives' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Archived incentives' })).toBeVisible();
    await expect(rowOf(page, name)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${name} is deleted.`)).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Archived incentives' }).getByRole('row', { name: new RegExp(name) }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Deleted incentives' }).getByRole('row', { name: new RegExp(name) }),
    ).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the form shows the spec’s validation errors and keeps what was typed', async ({ page }) => {
    await signIn(page, 'awards_admin');
    await page.goto(`${INDEX}/new`);
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('A name that is far too long for an incentive');
    await expect(page.getByText('44/40')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Points per claim' }).fill('5');
    await page.getByRole('checkbox', { name: 'Claims need approval' }).check();
    await page.getByRole('button', { name: 'Create incentive' }).click();
    await expect(page.getByText('Keep the name under 40 characters')).toBeVisible();
    await expect(
      page.getByText('Approval needs 1 to 4 steps, each with at least one colleague of your company'),
    ).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('A name that is far too long for an incentive');
    await expect(page).toHaveURL(`${INDEX}/new`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the form works from the keyboard alone', async ({ page }) => {
    const name = uniqueName('Keyboard quest');
    await signIn(page, 'awards_admin');
    await page.goto(`${INDEX}/new`);
    const nameBox = page.getByRole('textbox', { name: 'Name' });
    await expect(nameBox).toBeVisible();
    await tabUntilFocused(page, nameBox, 40);
    await page.keyboard.type(name);
    await tabUntilFocused(page, page.getByRole('textbox', { name: 'Description' }), 5);
    await page.keyboard.type('Typed without a mouse. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Bold');
    await tabUntilFocused(page, page.getByRole('button', { name: 'Add a condition' }), 10);
    await page.keyboard.press('Enter');
    const value = page.getByRole('combobox', { name: 'Value of condition 1' });
    // The new condition takes the focus: its attribute, then its value.
    await expect(page.getByRole('combobox', { name: 'Attribute of condition 1' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(value).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(value).not.toHaveValue('');
    await tabUntilFocused(page, page.getByRole('spinbutton', { name: 'Points per claim' }), 10);
    await page.keyboard.type('15');
    await tabUntilFocused(page, page.getByRole('button', { name: 'Create incentive' }), 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(INDEX);
    const row = rowOf(page, name);
    await expect(row).toContainText('15 points');
    await tabUntilFocused(page, row.getByRole('button', { name: `Delete ${name}` }), 80);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${name} is deleted.`)).toBeVisible();
  });

  test('the edit and archived pages work from the keyboard alone', async ({ page }) => {
    const name = uniqueName('Keyboard edit');
    const admin = await apiSession('awards_admin');
    try {
      const created = await admin.post('/api/v2/admin/incentives', { name, amount: 5, message: 'Thanks!' });
      expect(created.status).toBe(201);
    } finally {
      await admin.dispose();
    }
    await signIn(page, 'awards_admin');
    await page.goto(INDEX);
    const edit = page.getByRole('link', { name: `Edit ${name}` });
    await expect(edit).toBeVisible();
    await tabUntilFocused(page, edit, 80);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
    await tabUntilFocused(page, page.getByRole('spinbutton', { name: 'Points per claim' }), 40);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('30');
    await tabUntilFocused(page, page.getByRole('button', { name: 'Save changes' }), 40);
    await page.keyboard.press('Enter');
    await expect(rowOf(page, name)).toContainText('30 points');

    await tabUntilFocused(page, page.getByRole('button', { name: `Deactivate ${name}` }), 80);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${name} is deactivated and moved to the archived incentives.`)).toBeVisible();
    await tabUntilFocused(page, page.getByRole('link', { name: 'Archived incentives' }), 80);
    await page.keyboard.press('Enter');
    const reactivate = page.getByRole('button', { name: `Reactivate ${name}` });
    await expect(reactivate).toBeVisible();
    await tabUntilFocused(page, reactivate, 80);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${name} is active again.`)).toBeVisible();
    await expect(reactivate).toHaveCount(0);
  });

  test('a persona without the permission has no menu entry and no page', async ({ page }) => {
    await signIn(page, 'rewards_admin');
    await page.goto('/admin/rewards/catalog');
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Incentives', exact: true })).toHaveCount(0);
    for (const path of [INDEX, `${INDEX}/new`, `${INDEX}/archived`, `${INDEX}/1/edit`]) {
      await page.goto(path);
      await expect(page.getByText('Page not found')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Manage incentives' })).toHaveCount(0);
    }
    const employee = await apiSession('employee');
    try {
      const refused = await employee.post('/api/v2/admin/incentives', { name: 'Not mine', amount: 5 });
      expect(refused.status).toBe(403);
    } finally {
      await employee.dispose();
    }
  });
});
