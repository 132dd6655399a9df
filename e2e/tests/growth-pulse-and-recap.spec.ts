import type { Page } from '@playwright/test';
import type { PulseCheckSettings, RecapCycleList, UserProfile } from '@laurel/shared/contract';
import { expect, signIn, skipSeasonalIntro, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';

// Both journeys change the main company's growth settings: one at a time, each restoring what it found.
test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Runs `journey`, then puts the pulse settings back and deletes the cycles named with `stamp`. */
async function restoring(stamp: number, journey: () => Promise<void>) {
  const admin = await apiSession('global_admin');
  const { result: before } = await admin.get<{ result: PulseCheckSettings }>('/api/v2/admin/growth/pulse_check');
  try {
    await journey();
  } finally {
    await admin.put('/api/v2/admin/growth/pulse_check', before);
    const { result } = await admin.get<RecapCycleList>('/api/v2/admin/growth/recap_cycles');
    for (const cycle of result.filter((row) => row.name.includes(String(stamp)))) {
      await admin.delete(`/api/v2/admin/growth/recap_cycles/${cycle.id}`);
    }
    await admin.dispose();
  }
}

test('a global admin sets the pulse question; a person answers it in their check-in and the manager sees the team pulse', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const question = `How is work feeling this week? ${stamp}`;
  await restoring(stamp, async () => {
    await signIn(page, 'global_admin');
    await page.goto('/admin/growth/pulse-check-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Pulse check settings' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Question' });
    await field.fill('');
    await page.getByRole('button', { name: 'Save pulse check settings' }).click();
    await expect(field).toBeFocused();
    await expect(page.getByText('Write the pulse question.')).toBeVisible();
    await field.fill(question);
    await page.getByRole('checkbox', { name: 'Ask the pulse question in check-ins' }).check();
    await page.getByRole('radio', { name: "Only their team's average" }).check();
    await page.getByRole('textbox', { name: 'Fewest answers before an average is shown' }).fill('2');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save pulse check settings' }).click();
    await expect(page.getByText('Pulse check settings saved.')).toBeVisible();
    await shot(page, 'pulse-check-settings');

    // A person whose check-ins no other journey writes answers the pulse with their check-in.
    const person = await browser.newContext();
    await skipSeasonalIntro(person);
    const writer = await person.newPage();
    try {
      await signIn(writer, 'finance_admin');
      await writer.goto('/growth/check-ins');
      const pulse = writer.getByRole('group', { name: `Pulse: ${question}` });
      const change = writer.getByRole('button', { name: 'Change your check-in' });
      await expect(pulse.or(change)).toBeVisible();
      if (await change.isVisible()) await change.click();
      await writer.getByRole('textbox', { name: 'What went well? (required)' }).fill(`Closed the books ${stamp}`);
      await writer.getByRole('group', { name: 'How did this period feel?' }).getByRole('radio', { name: /^4/ }).check();
      await pulse.getByRole('radio', { name: '2 – Bad' }).check();
      await pulse.getByRole('textbox', { name: 'Comment on your answer (optional)' }).fill('Quarter close');
      expect(await seriousViolations(writer)).toEqual([]);
      await shot(writer, 'check-in-with-pulse');
      await writer.getByRole('button', { name: 'Save check-in' }).click();
      await expect(writer.getByText('2 of 5 – Bad')).toBeVisible();
    } finally {
      await person.close();
    }

    const lead = await browser.newContext();
    await skipSeasonalIntro(lead);
    const manager = await lead.newPage();
    try {
      await signIn(manager, 'manager');
      await manager.goto('/growth/check-ins');
      const team = manager.getByRole('region', { name: `Team pulse: ${question}` });
      await expect(team).toContainText('individual answers stay private');
      await expect(team).toContainText(/answers in the latest period/);
      expect(await seriousViolations(manager)).toEqual([]);
      await shot(manager, 'team-pulse');
    } finally {
      await lead.close();
    }
    expect(pageErrors).toEqual([]);
  });
});

test('a global admin sets up a recap cycle; the person answers its questions, the manager saves notes, the admin sees both counted', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `H2 recap ${stamp}`;
  const question = `What are you proudest of? ${stamp}`;
  await restoring(stamp, async () => {
    await signIn(page, 'global_admin');
    await page.goto('/admin/growth/performance-recap');
    await expect(page.getByRole('heading', { level: 1, name: 'Performance recap' })).toBeVisible();
    await page.getByRole('button', { name: 'Save recap cycle' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(page.getByText('Name the recap cycle.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByLabel('Period starts').fill(day(-30));
    await page.getByLabel('Period ends').fill(day(30));
    await page.getByLabel('Due date').fill(day(365));
    await page.getByRole('textbox', { name: 'Question 1' }).fill(question);
    await page.getByRole('button', { name: 'Save recap cycle' }).click();
    await expect(page.getByText(`${name} saved.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const employee = await apiSession('employee');
    const { id: employeeId } = (await employee.get<{ result: UserProfile }>('/api/v2/profile/user')).result;
    await employee.dispose();

    const person = await browser.newContext();
    await skipSeasonalIntro(person);
    const writer = await person.newPage();
    try {
      await signIn(writer, 'employee');
      await writer.goto('/one-on-ones/recap');
      await expect(writer.getByRole('heading', { name: `Your performance recap: ${name}` })).toBeVisible();
      await writer.getByRole('textbox', { name: question }).fill('Shipping the importer');
      await writer.getByRole('button', { name: 'Save my recap' }).click();
      await expect(writer.getByText('Your recap is saved.')).toBeVisible();
      expect(await seriousViolations(writer)).toEqual([]);
      await shot(writer, 'performance-recap-person');
    } finally {
      await person.close();
    }

    const lead = await browser.newContext();
    await skipSeasonalIntro(lead);
    const manager = await lead.newPage();
    try {
      await signIn(manager, 'manager');
      await manager.goto(`/one-on-ones/recap?with=${employeeId}`);
      const theirs = manager.getByRole('region', { name: `Emma Employee's performance recap: ${name}` });
      await expect(theirs).toContainText('Shipping the importer');
      await theirs.getByRole('textbox', { name: 'Your notes for Emma Employee' }).fill('Led the importer end to end');
      await theirs.getByRole('button', { name: 'Save notes' }).click();
      await expect(theirs.getByText('Notes saved.')).toBeVisible();
      await manager.reload();
      await expect(manager.getByRole('textbox', { name: 'Your notes for Emma Employee' })).toHaveValue(
        'Led the importer end to end',
      );
      expect(await seriousViolations(manager)).toEqual([]);
      await shot(manager, 'performance-recap-manager');
    } finally {
      await lead.close();
    }

    await page.reload();
    await page.getByRole('combobox', { name: 'Department' }).selectOption('Engineering');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');
    await shot(page, 'performance-recap-admin');
    expect(pageErrors).toEqual([]);
  });
});

test('keyboard only: the pulse settings saved and a recap cycle edited', async ({ page, pageErrors }) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const name = `Keyboard recap ${stamp}`;
  await restoring(stamp, async () => {
    const admin = await apiSession('global_admin');
    await admin.post('/api/v2/admin/growth/recap_cycles', {
      name,
      periodStart: day(-10),
      periodEnd: day(10),
      dueDate: day(20),
      questions: ['What went well?'],
    });
    await admin.dispose();
    await signIn(page, 'global_admin');
    await page.goto('/admin/growth/pulse-check-settings');
    const enabled = page.getByRole('checkbox', { name: 'Ask the pulse question in check-ins' });
    await tabUntilFocused(page, enabled, 150);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Question' })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`Keyboard pulse ${stamp}`);
    await tabUntilFocused(page, page.getByRole('button', { name: 'Save pulse check settings' }), 15);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Pulse check settings saved.')).toBeVisible();

    await page.goto('/admin/growth/performance-recap');
    const edit = page.getByRole('button', { name: `Edit ${name}` });
    await expect(edit).toBeVisible();
    await tabUntilFocused(page, edit, 150);
    await page.keyboard.press('Enter');
    const nameField = page.getByRole('textbox', { name: 'Name' });
    await tabUntilFocused(page, nameField, 20);
    await page.keyboard.press('End');
    await page.keyboard.type(' (edited)');
    await tabUntilFocused(page, page.getByRole('button', { name: 'Save recap cycle' }), 20);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${name} (edited) saved.`)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
