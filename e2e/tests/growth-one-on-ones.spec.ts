import type { Page } from '@playwright/test';
import type { OneOnOne, UserProfile } from '@laurel/shared/contract';
import { expect, signIn, skipSeasonalIntro, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';

// The manager and the employee share one open meeting: the journeys take turns with it.
test.describe.configure({ mode: 'serial' });

/** The open meeting of the manager and the employee, started through the API if there is none. */
async function openMeeting() {
  const employee = await apiSession('employee');
  const manager = await apiSession('manager');
  try {
    const { id: managerId } = (await manager.get<{ result: UserProfile }>('/api/v2/profile/user')).result;
    const started = await employee.post<{ result: OneOnOne }>('/api/v2/one_on_ones', { partnerId: managerId });
    expect([200, 201]).toContain(started.status);
    return started.body.result;
  } finally {
    await employee.dispose();
    await manager.dispose();
  }
}

const agenda = (page: Page) => page.getByRole('region', { name: 'Agenda' });

async function addTalkingPoint(page: Page, text: string) {
  await page.getByLabel('New talking point').fill(text);
  await page.getByRole('button', { name: 'Add talking point' }).click();
  await expect(agenda(page).getByText(text)).toBeVisible();
}

test('manager and report each add a talking point; the unticked one moves to the next meeting', async ({
  page,
  browser,
  pageErrors,
}) => {
  const meeting = await openMeeting();
  const stamp = Date.now();
  const managerPoint = `Career path ${stamp}`;
  const reportPoint = `Vacation plans ${stamp}`;

  await signIn(page, 'manager');
  await page.goto('/one-on-ones');
  await expect(page.getByRole('heading', { level: 1, name: 'One-on-ones' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the agenda with Emma Employee' }).click();
  await expect(page).toHaveURL(new RegExp(`/one-on-ones/${meeting.id}$`));
  await addTalkingPoint(page, managerPoint);

  const reportContext = await browser.newContext();
  await skipSeasonalIntro(reportContext);
  const reportPage = await reportContext.newPage();
  try {
    await signIn(reportPage, 'employee');
    await reportPage.goto(`/one-on-ones/${meeting.id}`);
    await expect(agenda(reportPage).getByText(managerPoint)).toBeVisible();
    await addTalkingPoint(reportPage, reportPoint);
    // The box follows the server's answer, so it is ticked a moment after the click, not during it.
    await reportPage.getByRole('checkbox', { name: reportPoint }).click();
    await expect(reportPage.getByRole('checkbox', { name: reportPoint })).toBeChecked();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: reportPoint })).toBeChecked();

    // Both write the shared notes: the manager, who opened them before the report saved, is told and keeps their text.
    await reportPage.getByLabel('Shared notes').fill(`Report's notes ${stamp}`);
    await reportPage.getByRole('button', { name: 'Save notes' }).click();
    await expect(reportPage.getByText('Notes saved.')).toBeVisible();
    const managerNotes = page.getByLabel('Shared notes');
    await managerNotes.fill(`Manager's notes ${stamp}`);
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText(/Someone else changed the shared notes/)).toBeVisible();
    await expect(managerNotes).toHaveValue(`Manager's notes ${stamp}`);
    const theirs = page.getByRole('region', { name: 'What the other person saved meanwhile' });
    await expect(theirs).toContainText(`Report's notes ${stamp}`);
    await managerNotes.fill(`Manager's notes ${stamp} + Report's notes ${stamp}`);
    await page.getByRole('button', { name: 'Save notes' }).click();
    await expect(page.getByText('Notes saved.')).toBeVisible();

    // Ending asks in a dialog: Escape keeps the meeting and the focus on the button.
    const end = page.getByRole('button', { name: 'End meeting' });
    await end.click();
    const dialog = page.getByRole('dialog', { name: 'End this meeting?' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(end).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'End meeting' }).click();
    await expect(page).not.toHaveURL(new RegExp(`/one-on-ones/${meeting.id}$`));
    await expect(page.getByRole('checkbox', { name: managerPoint })).not.toBeChecked();
    await expect(agenda(page).getByText('carried over').first()).toBeVisible();
    await expect(agenda(page).getByText(reportPoint)).toHaveCount(0);

    await reportPage.goto('/one-on-ones/recap');
    await expect(reportPage.getByRole('heading', { level: 1, name: 'One-on-one recap' })).toBeVisible();
    const discussed = reportPage.getByRole('region', { name: 'What was discussed' });
    await expect(discussed.getByRole('listitem').filter({ hasText: reportPoint })).toContainText('discussed');
    await expect(discussed.getByRole('listitem').filter({ hasText: managerPoint })).toContainText(
      'moved to the next meeting',
    );
  } finally {
    await reportContext.close();
  }
  expect(pageErrors).toEqual([]);
});

test('a goal the report updates is what the manager sees on their one-on-one', async ({
  page,
  browser,
  pageErrors,
}) => {
  const meeting = await openMeeting();
  const title = `Own the billing domain ${Date.now()}`;

  await signIn(page, 'employee');
  await page.goto('/one-on-ones');
  const goals = page.getByRole('region', { name: 'My goals' });
  await goals.getByLabel('Title').fill(title);
  await goals.getByRole('button', { name: 'Add goal' }).click();
  const goal = goals.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(goal).toBeVisible();
  await goal.getByLabel('Progress (%)').fill('60');
  await goal.getByLabel('Status').selectOption('at_risk');
  await goal.getByRole('button', { name: 'Update goal' }).click();
  await expect(goal.getByText('Goal saved.')).toBeVisible();

  const managerContext = await browser.newContext();
  await skipSeasonalIntro(managerContext);
  const managerPage = await managerContext.newPage();
  try {
    await signIn(managerPage, 'manager');
    await managerPage.goto(`/one-on-ones/${meeting.id}`);
    const reportGoals = managerPage.getByRole('region', { name: 'Emma Employee’s goals' });
    const seen = reportGoals.getByRole('listitem').filter({ has: managerPage.getByRole('heading', { name: title }) });
    await expect(seen).toContainText('60 % done');
    await expect(seen).toContainText('At risk');
    await expect(seen.getByRole('button', { name: 'Update goal' })).toHaveCount(0);
    await seen.getByLabel(`Comment on ${title}`).fill('Let us look at the risks on Monday');
    await seen.getByRole('button', { name: 'Comment' }).click();
    await expect(seen).toContainText('Let us look at the risks on Monday');
  } finally {
    await managerContext.close();
  }
  expect(pageErrors).toEqual([]);
});

test('one-on-one pages pass axe and work from the keyboard', async ({ page, pageErrors }) => {
  const meeting = await openMeeting();
  await signIn(page, 'employee');
  await page.goto('/one-on-ones');
  await expect(page.getByRole('region', { name: 'With your manager' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/one-on-ones/${meeting.id}`);
  const field = page.getByLabel('New talking point');
  await expect(field).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'All one-on-ones' }).focus();
  await tabUntilFocused(page, field, 20);
  const typed = `Keyboard point ${Date.now()}`;
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await expect(agenda(page).getByText(typed)).toBeVisible();
  const box = page.getByRole('checkbox', { name: typed });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();

  // The meeting's date: a past day is refused at its field; a day next week and a time are saved from the keyboard.
  const date = page.getByLabel('Date', { exact: true });
  const day = (offset: number) => {
    const at = new Date(Date.now() + offset * 86_400_000);
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  };
  await date.fill(day(-1));
  await page.getByRole('button', { name: 'Save date' }).click();
  await expect(page.getByText('Pick a date from today on.')).toBeVisible();
  await expect(date).toBeFocused();
  await date.fill(day(7));
  // The date field's month, day, year and calendar button are each a Tab stop: go to the time directly.
  await page.getByLabel('Time (optional)').focus();
  await page.keyboard.type('0330PM');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/The meeting date is saved/)).toBeVisible();
  await expect(page.getByText(/^Scheduled for .+ at 3:30\sPM$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('one-on-one-meeting.png'), fullPage: true });

  await page.goto('/one-on-ones/recap');
  await expect(page.getByRole('heading', { level: 1, name: 'One-on-one recap' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Decisions' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('growth admin pages: initiatives from the keyboard, settings and logs, axe', async ({
  page,
  browser,
  pageErrors,
}) => {
  await signIn(page, 'global_admin');
  await page.goto('/admin/growth/company-initiatives');
  await expect(page.getByRole('heading', { level: 1, name: 'Company initiatives' })).toBeVisible();
  const initiative = `Expand to Europe ${Date.now()}`;
  const title = page.getByLabel('Title');
  await title.focus();
  await page.keyboard.type(initiative);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Two countries next year');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Company initiatives' })).toContainText(initiative);
  expect(await seriousViolations(page)).toEqual([]);
  // Deleting asks in a dialog, answered from the keyboard.
  const remove = page.getByRole('button', { name: `Delete ${initiative}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: `Delete the initiative ${initiative}?` });
  await expect(ask).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Delete initiative' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(initiative)).toHaveCount(0);

  await page.goto('/admin/growth/one-on-ones');
  const cadence = page.getByLabel('Meet every');
  await expect(cadence).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Saved as stored: other specs' meetings keep their cadence.
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  const peopleData = await browser.newContext();
  await skipSeasonalIntro(peopleData);
  const logsPage = await peopleData.newPage();
  try {
    await signIn(logsPage, 'awards_admin');
    await logsPage.goto('/admin/growth/one-on-ones/logs');
    await expect(logsPage.getByRole('heading', { level: 1, name: 'One-on-one logs' })).toBeVisible();
    await expect(logsPage.getByRole('row', { name: /Mateo Manager/ })).toBeVisible();
    expect(await seriousViolations(logsPage)).toEqual([]);
  } finally {
    await peopleData.close();
  }
  expect(pageErrors).toEqual([]);
});
