import { expect, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './system';
import { messageBox, openGiveModal, pickSuggestion } from './give-recognition';

/** A camera and microphone Chromium makes up (a test pattern and a beep), allowed without asking. */
export const fakeCameraLaunch = () => ({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});

/** An 8 × 8 PNG, opaque orange: small enough to send inline, real enough to decode. */
export const ORANGE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP438CAFWEXHbQSAKmzX8FBxi1QAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Who gives in these journeys: Thea of Achieve Labs, so the pictures, GIFs and videos given stay out of the
 * main company's feed, which other specs measure (route budgets count its requests).
 */
export const ATTACHMENT_GIVER = 'tier_three_user';

/** Opens the give modal and writes a valid recognition to Jonas (Thea's colleague) with `words`, ready to give +1. */
export async function writeRecognition(page: Page, words: string): Promise<Locator> {
  const modal = await openGiveModal(page);
  await messageBox(modal).click();
  await pickSuggestion(page, '@jonas', /Jonas Haddad/);
  await page.keyboard.type(`+1 #OwnIt ${words}`);
  return modal;
}

/** The feed's card carrying `words`, once it is there. */
export async function cardWith(page: Page, words: string): Promise<Locator> {
  const card = page.getByRole('feed').getByRole('article').filter({ hasText: words }).first();
  await expect(card).toBeVisible();
  return card;
}

/** The attachment's preview under the message. */
export const attachmentPreview = (modal: Locator) => modal.getByRole('region', { name: 'Attachment' });
