import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { messageBox, openGiveModal, tabUntilFocused } from '../support/give-recognition';
import { fakeMicrophoneLaunch, goForwardWav } from '../support/dictation-audio';

// A browser of its own: its microphone is Debian's recording of "go forward ten meters".
test.use({ launchOptions: fakeMicrophoneLaunch(goForwardWav()) });

/** The recording is 2.8 s of speech; stopping a little after it keeps every word. */
const SPEECH_MS = 3500;
const PANEL = 'section[aria-label="Voice dictation"]';

test.describe('voice dictation in the give composer', () => {
  test('dictate from the microphone, see the words in the message, switch raw and rephrased; an edit resets', async ({
    page,
  }) => {
    await signIn(page, 'employee');
    await page.goto('/');
    const modal = await openGiveModal(page);
    await messageBox(modal).click();
    await page.keyboard.type('Thanks ');

    await modal.getByRole('button', { name: 'Dictate your message' }).click();
    const panel = modal.getByRole('region', { name: 'Voice dictation' });
    await expect(panel.getByRole('status')).toHaveText('Listening. Speak, then press Stop.');
    await expect(panel.getByTestId('dictation-visualizer').locator('span')).toHaveCount(40);
    await page.waitForTimeout(SPEECH_MS);
    // Still recording, after the words: axe's work on the page's thread can only cost trailing silence.
    expect(await seriousViolations(page, PANEL)).toEqual([]);
    await modal.getByRole('button', { name: 'Stop dictating' }).click();

    await expect(messageBox(modal)).toHaveText(/^Thanks Go forward ten meters\.$/, { timeout: 20_000 });
    const switcher = panel.getByRole('group', { name: 'Dictated text' });
    await expect(switcher.getByRole('button', { name: 'Polished' })).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations(page, PANEL)).toEqual([]);

    await switcher.getByRole('button', { name: 'As spoken' }).click();
    await expect(messageBox(modal)).toHaveText(/^Thanks go forward ten meters$/);
    await switcher.getByRole('button', { name: 'Polished' }).click();
    await expect(messageBox(modal)).toHaveText(/^Thanks Go forward ten meters\.$/);

    await messageBox(modal).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' #OwnIt');
    await expect(switcher).toBeHidden();
    await expect(messageBox(modal)).toHaveText(/^Thanks Go forward ten meters\. #OwnIt$/);
  });

  test('keyboard only: start and stop with Enter, then choose the raw words', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/');
    const modal = await openGiveModal(page);
    const dictate = modal.getByRole('button', { name: 'Dictate your message' });
    await tabUntilFocused(page, dictate, 25);
    await page.keyboard.press('Enter');
    const stop = modal.getByRole('button', { name: 'Stop dictating' });
    await expect(stop).toBeFocused();
    await page.waitForTimeout(SPEECH_MS);
    await page.keyboard.press('Enter');

    await expect(messageBox(modal)).toHaveText(/^Go forward ten meters\.$/, { timeout: 20_000 });
    const raw = modal.getByRole('group', { name: 'Dictated text' }).getByRole('button', { name: 'As spoken' });
    await tabUntilFocused(page, raw, 3);
    await page.keyboard.press('Enter');
    await expect(messageBox(modal)).toHaveText(/^go forward ten meters$/);
    await expect(raw).toHaveAttribute('aria-pressed', 'true');
  });
});
