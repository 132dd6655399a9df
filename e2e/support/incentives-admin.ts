import { expect, type Page } from '@playwright/test';

export const INCENTIVES_ADMIN = '/admin/programs/incentives';

/** The form's cost estimate (programs §5), as shown beside the points. */
export const costEstimate = (page: Page) =>
  page.locator('dt', { hasText: 'Cost estimate' }).locator('xpath=following-sibling::dd');

/** The form's live audience count, "Reaches N of M people". */
export const audienceReach = (page: Page) => page.getByText(/^Reaches \d+ of \d+ people$/);

export const incentiveRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

/** Finds an approver for a step of the approval section and adds them. */
export async function addApprover(page: Page, step: number, search: string, name: string) {
  await page.getByRole('searchbox', { name: `Find an approver for step ${step}` }).fill(search);
  await page.getByRole('button', { name: `Add ${name}` }).click();
  await expect(page.getByRole('list', { name: `Approvers of step ${step}` })).toContainText(name);
}

/** Scopes the form to one department with its first condition. */
export async function limitToDepartment(page: Page, department: string) {
  await page.getByRole('button', { name: 'Add a condition' }).click();
  await page.getByRole('combobox', { name: 'Attribute of condition 1' }).selectOption('department');
  await page.getByRole('combobox', { name: 'Value of condition 1' }).selectOption(department);
}
