import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { messageBox, openGiveModal, pickSuggestion, tabUntilFocused, typeAtEnd } from '../support/give-recognition';

/** The 2 s debounce, the answer and the 200 ms pour, with room for a busy machine. */
const SCORED = { timeout: 15_000 };

const toggleOf = (modal: Locator) => modal.getByRole('button', { name: /^Recognition quality/ });
const panelOf = (modal: Locator) => modal.getByRole('region', { name: 'Recognition quality' });
const cupOf = (panel: Locator) => panel.getByRole('img', { name: /^Recognition quality:/ });

async function openGauge(page: Page) {
  const modal = await openGiveModal(page);
  await toggleOf(modal).click();
  await expect(toggleOf(modal)).toHaveAttribute('aria-expanded', 'true');
  const panel = panelOf(modal);
  await expect(panel).toBeVisible();
  return { modal, panel };
}

async function expectLevel(panel: Locator, matches: number) {
  await expect(cupOf(panel)).toHaveAttribute('data-level', String(matches * 20), SCORED);
  await expect(panel.getByRole('status').first()).toContainText(`${matches} of 5 qualities`);
}

test.describe('the quality gauge', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('rises from 0 to 5 as the draft gains each quality, and says why in each detail', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    const { modal, panel } = await openGauge(page);
    await expect(panel.getByRole('status').first()).toContainText('Write at least 30 characters');

    await messageBox(modal).click();
    await pickSuggestion(page, '@mateo', /Mateo Manager/);
    await page.keyboard.type('+5 Great job and thanks a lot, really great work here!');
    await expectLevel(panel, 0);
    await expect(panel.getByRole('button', { name: /Genuine\s*not yet/ })).toBeVisible();

    await page.keyboard.type(' It was a pleasure to watch the crew pull together.');
    await expectLevel(panel, 1);
    await expect(panel.getByRole('button', { name: /Genuine\s*has it/ })).toBeVisible();
    await page.keyboard.type(' The launch demo on Friday went smoothly.');
    await expectLevel(panel, 2);
    await page.keyboard.type(' It worked because the checklist was ready.');
    await expectLevel(panel, 3);
    await page.keyboard.type(' You kept everyone calm.');
    await expectLevel(panel, 4);

    await panel.getByRole('button', { name: /Values-aligned\s*not yet/ }).click();
    await expect(panel.getByRole('heading', { name: 'Values-aligned' })).toBeFocused();
    await expect(panel.getByText(/^Tie it to a company value: add the one it showed \(#OwnIt/)).toBeVisible();
    await expect(
      panel.getByRole('listitem').filter({ hasText: 'Add #OwnIt if it showed that we take responsibility' }),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Back to all qualities' }).click();
    await expect(panel.getByRole('button', { name: /Values-aligned/ })).toBeFocused();

    await messageBox(modal).focus();
    await page.keyboard.press('Control+End');
    await pickSuggestion(page, ' #Own', /#OwnIt/);
    await expectLevel(panel, 5);
    await expect(toggleOf(modal)).toContainText('5 of 5');
    await panel.getByRole('button', { name: /Personal\s*has it/ }).click();
    await expect(panel.getByText('Speaks to them directly (“you”).')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('works from the keyboard alone, remembers being open, and axe finds nothing serious on it', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/');
    const modal = await openGiveModal(page);
    await messageBox(modal).click();
    await page.keyboard.type('Thanks for the onboarding guide you wrote, it saved the new hires a week.');
    await tabUntilFocused(page, toggleOf(modal));
    await page.keyboard.press('Enter');
    const panel = panelOf(modal);
    await expect(panel).toBeVisible();
    await expect(cupOf(panel)).not.toHaveAttribute('data-level', '0', SCORED);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    const contextual = panel.getByRole('button', { name: /Contextual/ });
    await tabUntilFocused(page, contextual, 20);
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('heading', { name: 'Contextual' })).toBeFocused();
    await expect(panel.getByText('Says why it mattered (“saved”).')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await tabUntilFocused(page, panel.getByRole('button', { name: 'Back to all qualities' }), 5);
    await page.keyboard.press('Enter');
    await expect(contextual).toBeFocused();

    await page.reload();
    const again = await openGiveModal(page);
    await expect(toggleOf(again)).toHaveAttribute('aria-expanded', 'true');
    await expect(panelOf(again)).toBeVisible();
    await panelOf(again).getByRole('button', { name: 'Close recognition quality' }).click();
    await expect(panelOf(again)).toBeHidden();
    await expect(toggleOf(again)).toBeFocused();
    await expect(toggleOf(again)).toHaveAttribute('aria-expanded', 'false');
  });

  test('asks whether it helped once, until the draft is cleared', async ({ page }) => {
    await signIn(page, 'company_admin');
    await page.goto('/');
    const { modal, panel } = await openGauge(page);
    await messageBox(modal).click();
    await page.keyboard.type('You fixed the login bug on Tuesday because customers could not sign in.');
    const prompt = panel.getByRole('group', { name: 'Was this helpful?' });
    await expect(prompt).toBeVisible(SCORED);
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await expect(prompt).toBeHidden();
    await expect(panel.getByText('Thanks for telling us.')).toBeFocused();
    await typeAtEnd(modal, ' Thank you!');
    await expect(panel.getByRole('status').first()).toContainText('Checking');
    await expect(panel.getByRole('status').first()).not.toContainText('Checking', SCORED);
    await expect(prompt).toBeHidden();

    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await expect(panel.getByRole('status').first()).toContainText('Write at least 30 characters');
    await page.keyboard.type('You fixed the login bug on Tuesday, thank you for staying late.');
    await expect(prompt).toBeVisible(SCORED);
  });
});

const PHONE = { width: 390, height: 844 };

/** The top bar's button opens the modal; below sm it is the mobile action bar's, so open it wide, then narrow. */
async function openGiveModalOnPhone(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  const modal = await openGiveModal(page);
  await page.setViewportSize(PHONE);
  return modal;
}

test.describe('the quality gauge on a phone', () => {
  test('is an accordion under the composer, open when it was left open, and passes axe', async ({ page }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    const modal = await openGiveModalOnPhone(page);
    const header = toggleOf(modal);
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await messageBox(modal).click();
    await page.keyboard.type('You turned the launch checklist around overnight, which helped us ship.');
    await expect(header).toContainText(/\d of 5/, SCORED);
    await header.click();
    const region = modal.getByRole('region', { name: /Recognition quality/ });
    await expect(region.getByRole('button', { name: /Specific\s*has it/ })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await page.reload();
    const again = await openGiveModalOnPhone(page);
    await expect(toggleOf(again)).toHaveAttribute('aria-expanded', 'true');
    await expect(again.getByRole('region', { name: /Recognition quality/ })).toBeVisible();
  });
});
