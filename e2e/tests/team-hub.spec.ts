import type { Page } from '@playwright/test';
import type { TeamHub, TeamMember } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiAs, messageBox, tabUntilFocused } from '../support/give-recognition';

const needsRecognition = (page: Page) => page.getByRole('region', { name: 'Needs recognition' });
const recentlyRecognized = (page: Page) => page.getByRole('region', { name: 'Recently recognized' });

/**
 * A report of the manager who has not been recognised in 30 days and who no other spec gives to: the seed adds the
 * sign-in personas first, so the highest id among them is an ordinary colleague.
 */
async function quietReport(): Promise<TeamMember> {
  const { result } = await apiAs<{ result: TeamHub }>('manager', '/api/v2/team/your-team');
  const waiting = result.members.filter((member) => member.needsRecognition && member.canReceive);
  expect(waiting.length).toBeGreaterThan(0);
  return waiting.reduce((highest, member) => (member.id > highest.id ? member : highest));
}

test.describe('the team hub', () => {
  test('a manager opens Team, recognizes a report nobody recognized lately, and they leave "Needs recognition"', async ({
    page,
  }) => {
    const report = await quietReport();
    await signIn(page, 'manager');
    await page.goto('/');
    await page.getByRole('link', { name: 'Team', exact: true }).click();
    await expect(page).toHaveURL(/\/team\/your-team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your team' })).toBeVisible();

    const card = needsRecognition(page).getByRole('article', { name: report.displayName });
    await expect(card).toBeVisible();
    await expect(card.getByText('Last recognized', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('team-hub.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: `Recognize ${report.displayName}` }).click();
    const modal = page.getByRole('dialog', { name: 'Give recognition' });
    await expect(messageBox(modal)).toContainText(report.displayName);
    await messageBox(modal).click();
    await page.keyboard.press('End');
    await page.keyboard.type(` +1 #OwnIt for keeping the team hub moving ${Date.now()}`);
    await modal.getByRole('button', { name: 'Give +1' }).click();
    await expect(modal).toBeHidden();

    await expect(needsRecognition(page).getByRole('article', { name: report.displayName })).toHaveCount(0);
    const recognized = recentlyRecognized(page).getByRole('article', { name: report.displayName });
    await expect(recognized.getByRole('link', { name: /^(Just now|.+ ago) by Mateo Manager$/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('team-hub-after.png'), fullPage: true });
  });

  test('keyboard only: from the heading, Tab reaches a Recognize button and Enter opens the modal prefilled', async ({
    page,
  }) => {
    await signIn(page, 'manager');
    await page.goto('/team/your-team');
    const first = needsRecognition(page).getByRole('article').first();
    await expect(first).toBeVisible();
    const name = (await first.getByRole('heading').innerText()).trim();
    const button = first.getByRole('button', { name: `Recognize ${name}` });
    await page.getByRole('heading', { level: 1, name: 'Your team' }).click();
    await tabUntilFocused(page, button, 20);
    const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Give recognition' });
    await expect(messageBox(modal)).toContainText(name);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('someone who manages nobody gets no Team entry, and the page refuses them', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
    await page.goto('/team/your-team');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your team' })).toHaveCount(0);
  });
});
