import type { Browser, Page } from '@playwright/test';
import { expect, signIn, skipSeasonalIntro, test, type Persona } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { tabUntilFocused } from '../support/give-recognition';
import { fakeMicrophoneLaunch, goForwardWav } from '../support/dictation-audio';

// A browser of its own: its microphone is Debian's recording of "go forward ten meters", for the answer.
test.use({ launchOptions: fakeMicrophoneLaunch(goForwardWav()) });

/** The recording is 2.8 s of speech; stopping a little after it keeps every word. */
const SPEECH_MS = 3500;

/** A second person in the same browser, signed in in a context of their own. */
async function openAs(browser: Browser, persona: Persona): Promise<Page> {
  const context = await browser.newContext();
  await skipSeasonalIntro(context);
  const page = await context.newPage();
  await signIn(page, persona);
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.describe('feedback', () => {
  test('an employee asks a colleague, who answers by dictation; the asker reads the answer', async ({
    page,
    browser,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    const topic = `My demo ${Date.now()}`;
    await signIn(page, 'employee');
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    const ask = page.getByRole('form', { name: 'Ask for feedback' });
    await ask.getByRole('searchbox', { name: 'Search colleagues by name' }).fill('Mateo');
    await ask.getByRole('radio', { name: 'Mateo Manager' }).check();
    await ask.getByRole('textbox', { name: 'What would you like feedback on? (required)' }).fill(topic);
    await ask.getByRole('button', { name: 'Ask for feedback' }).click();
    const mine = page.getByRole('region', { name: 'Your requests' });
    await expect(mine.getByRole('listitem').filter({ hasText: topic })).toContainText('Waiting for an answer.');
    await mine.getByRole('button', { name: `Resend your request to Mateo Manager on ${topic}` }).click();
    await expect(page.getByText('Mateo Manager was reminded of your request')).toBeVisible();
    await expect(mine.getByRole('listitem').filter({ hasText: topic })).toContainText('You reminded them on');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'feedback-asker');

    const manager = await openAs(browser, 'manager');
    await manager.goto('/feedback');
    const request = manager
      .getByRole('region', { name: 'Requests waiting for your feedback' })
      .getByRole('listitem')
      .filter({ hasText: topic });
    await request.getByRole('button', { name: `Write your feedback for Emma Employee on ${topic}` }).click();
    const message = request.getByRole('textbox', { name: 'Your feedback for Emma Employee (required)' });
    await message.fill('Thanks.');
    await request.getByRole('button', { name: 'Dictate your message' }).click();
    const panel = request.getByRole('region', { name: 'Voice dictation' });
    await expect(panel.getByRole('status')).toHaveText('Listening. Speak, then press Stop.');
    await manager.waitForTimeout(SPEECH_MS);
    await request.getByRole('button', { name: 'Stop dictating' }).click();
    await expect(message).toHaveValue(/^Thanks\. Go forward ten meters\.$/, { timeout: 20_000 });
    const switcher = panel.getByRole('group', { name: 'Dictated text' });
    await switcher.getByRole('button', { name: 'As spoken' }).click();
    await expect(message).toHaveValue(/^Thanks\. go forward ten meters$/);
    await switcher.getByRole('button', { name: 'Polished' }).click();
    await expect(message).toHaveValue(/^Thanks\. Go forward ten meters\.$/);
    expect(await seriousViolations(manager)).toEqual([]);
    await shot(manager, 'feedback-answering');
    await request.getByRole('button', { name: 'Send your answer' }).click();
    await expect(request).toBeHidden();
    await manager.context().close();

    await page.reload();
    const answered = page
      .getByRole('region', { name: 'Your requests' })
      .getByRole('listitem')
      .filter({ hasText: topic });
    await expect(answered).toContainText('Mateo Manager answered');
    await expect(answered.getByText('Thanks. Go forward ten meters.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Feedback you received' }).getByText('Thanks. Go forward ten meters.').first(),
    ).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('keyboard only: find a colleague, choose them and ask', async ({ page, pageErrors }) => {
    const topic = `Quarterly plan ${Date.now()}`;
    await signIn(page, 'rewards_admin');
    await page.goto('/feedback');
    const ask = page.getByRole('form', { name: 'Ask for feedback' });
    const search = ask.getByRole('searchbox', { name: 'Search colleagues by name' });
    await tabUntilFocused(page, search, 40);
    await page.keyboard.type('Theo Tech');
    const theo = ask.getByRole('radio', { name: 'Theo Tech' });
    await expect(theo).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(theo).toBeFocused();
    await page.keyboard.press('Space');
    await expect(theo).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(ask.getByRole('textbox', { name: 'What would you like feedback on? (required)' })).toBeFocused();
    await page.keyboard.type(topic);
    await tabUntilFocused(page, ask.getByRole('button', { name: 'Ask for feedback' }), 8);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('region', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: topic }),
    ).toContainText('Asked of Theo Tech');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('check-ins', () => {
  test('a check-in written from the Growth hub and answered by the manager', async ({ page, browser, pageErrors }) => {
    test.setTimeout(60_000);
    const wentWell = `Shipped the importer ${Date.now()}`;
    await signIn(page, 'employee');
    await page.goto('/growth');
    await expect(page.getByRole('heading', { level: 1, name: 'Growth' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Your check-in' });
    await expect(card).toContainText("You have not written this period's check-in yet.");
    await expect(page.getByRole('region', { name: 'Feedback requests' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'growth-hub');
    await card.getByRole('link', { name: 'Write your check-in' }).click();

    await expect(page).toHaveURL(/\/growth\/check-ins$/);
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await expect(page.getByRole('textbox', { name: 'What went well? (required)' })).toBeFocused();
    await expect(page.getByText('Choose a mood from 1 to 5')).toBeVisible();
    await page.getByRole('textbox', { name: 'What went well? (required)' }).fill(wentWell);
    await page.getByRole('textbox', { name: "What's blocking you?" }).fill('Waiting on review');
    await page.getByRole('radio', { name: '4 – Good' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'check-in-form');
    await page.getByRole('button', { name: 'Save check-in' }).click();
    await expect(page.getByText('Not answered yet.')).toBeVisible();

    const manager = await openAs(browser, 'manager');
    await manager.goto('/growth');
    const reports = manager.getByRole('region', { name: "Your reports' check-ins" });
    await expect(reports).toContainText('Emma Employee');
    await reports.getByRole('link', { name: 'Read and answer check-ins' }).click();
    const theirs = manager
      .getByRole('region', { name: "Your reports' check-ins" })
      .getByRole('listitem')
      .filter({ hasText: wentWell });
    await theirs
      .getByRole('textbox', { name: 'Your answer to Emma Employee' })
      .fill('Great week, I will chase the review');
    expect(await seriousViolations(manager)).toEqual([]);
    await shot(manager, 'check-ins-manager');
    await theirs.getByRole('button', { name: 'Send answer' }).click();
    await expect(theirs).toContainText('Mateo Manager answered');
    await manager.context().close();

    await page.goto('/growth');
    await expect(page.getByRole('region', { name: 'Your check-in' })).toContainText(
      'Written and answered by your manager.',
    );
    // The answer is told in the bell (check_in_answered), and the notification opens the check-ins.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const told = page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: /Mateo Manager answered your check-in/ })
      .first();
    await expect(told).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'check-in-answered-bell');
    await told.click();
    await expect(page).toHaveURL(/\/growth\/check-ins$/);
    await expect(page.getByText('Great week, I will chase the review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change your check-in' })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('keyboard only: from the hub to a written check-in', async ({ page, pageErrors }) => {
    await signIn(page, 'global_admin');
    await page.goto('/growth');
    const write = page
      .getByRole('region', { name: 'Your check-in' })
      .getByRole('link', { name: 'Write your check-in' });
    await tabUntilFocused(page, write, 40);
    await page.keyboard.press('Enter');
    const wentWell = page.getByRole('textbox', { name: 'What went well? (required)' });
    await tabUntilFocused(page, wentWell, 40);
    await page.keyboard.type('Closed the audit');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: "What's blocking you?" })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '1 – Rough' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '3 – Okay' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save check-in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Change your check-in' })).toBeVisible();
    await expect(page.getByText('Closed the audit')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
