import type { Page, Response } from '@playwright/test';
import type { Recap } from '@laurel/shared/contract';
import { expect, signIn, test, type Persona } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';

// Issue 17 item 6: the print views /p/recap/:userId and /p/recap-review/:userId, outside the app's chrome.

async function idOf(persona: Persona) {
  const session = await apiSession(persona);
  try {
    return (await session.get<{ result: { id: number } }>('/api/v2/profile/user?view=profile')).result.id;
  } finally {
    await session.dispose();
  }
}

/** Mateo recognises Emma with words of this run, so the recap has a recognition we know. */
async function mateoRecognisesEmma(words: string) {
  const session = await apiSession('manager');
  try {
    const { result } = await session.get<{ result: { display_name: string; username: string }[] }>(
      '/api/v2/users/autocomplete?search=Emma',
    );
    const emma = result.find((person) => person.display_name === 'Emma Employee')!;
    const given = await session.post('/api/v2/bonuses?include_children=true', {
      bonus: { reason: `+3 @${emma.username} ${words} #OwnIt` },
    });
    expect(given.status).toBe(201);
  } finally {
    await session.dispose();
  }
}

/** Opens a recap and answers what the page was given, so its figures can be held to them. */
async function openRecap(page: Page, path: string): Promise<Recap> {
  const answer = page.waitForResponse(
    (response: Response) => response.url().includes('/api/v2/recaps/') && response.request().method() === 'GET',
  );
  await page.goto(path);
  return ((await (await answer).json()) as { result: Recap }).result;
}

const figure = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Totals' })
    .locator('div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('dd');

test('a person opens their recap: received recognitions, totals and top values, on paper without the chrome', async ({
  page,
  pageErrors,
}) => {
  const words = `thanks for the recap journey ${Date.now()}`;
  await mateoRecognisesEmma(words);
  const emmaId = await idOf('employee');
  await signIn(page, 'employee');
  const recap = await openRecap(page, `/p/recap/${emmaId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recognition recap: Emma Employee' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage', exact: true })).toHaveCount(0);

  const received = page.getByRole('region', { name: 'Recognitions received' });
  const mine = received.getByRole('listitem').filter({ hasText: words });
  await expect(mine).toContainText('From Mateo Manager');
  await expect(mine).toContainText('3 points');
  await expect(mine).toContainText('#OwnIt');
  await expect(received.getByRole('listitem')).toHaveCount(recap.received.length);
  expect(recap.totals.recognitionsReceived).toBe(recap.received.length);
  for (const [name, value] of [
    ['Recognitions received', recap.totals.recognitionsReceived],
    ['Points received', recap.totals.pointsReceived],
    ['Recognitions given', recap.totals.recognitionsGiven],
    ['Points given', recap.totals.pointsGiven],
  ] as const) {
    await expect(figure(page, name)).toHaveText(value.toLocaleString('en'));
  }
  const values = page.getByRole('region', { name: 'Top values' }).getByRole('listitem');
  await expect(values).toHaveCount(recap.topValues.length);
  await expect(values.first()).toContainText(`#${recap.topValues[0]!.hashtag}`);
  await expect(page.getByRole('region', { name: 'Recognitions given' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('recap-screen.png'), fullPage: true });

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Period' })).toBeHidden();
  await expect(mine).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recap-print.png'), fullPage: true });
  expect(pageErrors).toEqual([]);
});

test('a manager opens the review of their report for a period: what they gave too, and room for notes', async ({
  page,
  pageErrors,
}) => {
  const emmaId = await idOf('employee');
  const today = new Date().toISOString().slice(0, 10);
  await signIn(page, 'manager');
  const recap = await openRecap(page, `/p/recap-review/${emmaId}?from=2026-01-01&to=${today}`);
  expect([recap.from, recap.to]).toEqual(['2026-01-01', today]);
  await expect(page.getByRole('heading', { level: 1, name: 'Recognition review: Emma Employee' })).toBeVisible();
  await expect(page.getByText(/^January 1, 2026 to /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recognitions given' }).getByRole('listitem')).toHaveCount(
    recap.given.length,
  );
  await expect(figure(page, 'Recognitions given')).toHaveText(recap.totals.recognitionsGiven.toLocaleString('en'));
  const notes = page.getByRole('textbox', { name: 'Notes for the review' });
  await notes.fill('Strong quarter: ask about mentoring.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: "Manager's notes" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recap-review-print.png'), fullPage: true });
  expect(pageErrors).toEqual([]);
});

test('from the keyboard alone: change the period, then print', async ({ page, pageErrors }) => {
  const emmaId = await idOf('employee');
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await signIn(page, 'employee');
  await openRecap(page, `/p/recap/${emmaId}`);
  await page.getByRole('heading', { level: 1 }).click();
  const from = page.getByLabel('From', { exact: true });
  await tabUntilFocused(page, from, 5);
  await page.keyboard.type('01012026');
  const show = page.getByRole('button', { name: 'Show this period' });
  await tabUntilFocused(page, show, 8);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/p/recap/${emmaId}\\?from=2026-01-01&to=`));
  await expect(page.getByText(/^January 1, 2026 to /)).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Shift+Tab');
  const print = page.getByRole('button', { name: 'Print' });
  await tabUntilFocused(page, print, 5);
  await page.screenshot({ path: test.info().outputPath('recap-print-focus.png') });
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  expect(pageErrors).toEqual([]);
});

test('a colleague who is neither the person nor their manager is told so', async ({ page }) => {
  const emmaId = await idOf('employee');
  await signIn(page, 'rewards_admin');
  await page.goto(`/p/recap/${emmaId}`);
  await expect(page.getByRole('alert')).toContainText('only they, their manager and global admins may open it');
  expect(await seriousViolations(page)).toEqual([]);
});
