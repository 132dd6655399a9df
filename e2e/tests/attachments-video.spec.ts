import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import {
  attachmentPreview,
  cardWith,
  fakeCameraLaunch,
  writeRecognition,
  ATTACHMENT_GIVER,
} from '../support/attachments';

test.use({ launchOptions: fakeCameraLaunch() });

test.describe('attachments: video recognitions', () => {
  test('an employee records a 2-second video, keeps it over a GIF, gives it, and the feed plays it (axe on the recorder and the replace dialog)', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, ATTACHMENT_GIVER);
    await page.goto('/');
    const modal = await writeRecognition(page, 'for the recorded thank-you');
    await modal.getByRole('button', { name: 'Record' }).click();
    const recorder = page.getByRole('dialog', { name: 'Record a video' });
    const start = recorder.getByRole('button', { name: 'Start recording' });
    await expect(start).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await start.click();
    await expect(recorder.getByRole('status')).toContainText('Recording');
    await page.waitForTimeout(2000);
    await recorder.getByRole('button', { name: 'Stop recording' }).click();
    const review = recorder.getByLabel('Your recording');
    await expect(review).toBeVisible();
    const stored = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open('video-storage', 1);
          open.onsuccess = () => {
            const keys = open.result.transaction('recordings').objectStore('recordings').getAllKeys();
            keys.onsuccess = () => resolve((keys.result as string[]).sort());
          };
        }),
    );
    expect(stored).toEqual(['poster', 'video']);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await recorder.getByRole('button', { name: 'Use this video' }).click();
    await expect(recorder).toBeHidden();
    const poster = attachmentPreview(modal).getByRole('img', { name: 'Video recognition' });
    await expect(poster).toHaveAttribute('src', /^\/uploads\/videos\/\d+\/[0-9a-f]{32}\.jpg$/);

    // A GIF chosen now would replace the video: it asks first, and keeping the video changes nothing.
    await modal.getByRole('button', { name: 'GIF' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a GIF' });
    await picker.getByRole('searchbox', { name: 'Search GIFs' }).fill('party');
    await picker.getByRole('list', { name: 'GIFs' }).getByRole('button', { name: 'Celebrate' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace your video?' });
    await expect(replace.getByRole('button', { name: 'Replace video' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await replace.getByRole('button', { name: 'Keep video' }).focus();
    await page.keyboard.press('Enter');
    await expect(replace).toBeHidden();
    await expect(poster).toBeVisible();
    await expect(attachmentPreview(modal).getByRole('img', { name: 'Celebrate' })).toHaveCount(0);

    await modal.getByRole('button', { name: 'Give +1' }).click();
    await expect(modal).toBeHidden();
    const card = await cardWith(page, 'recorded thank-you');
    const video = card.getByLabel('Video recognition');
    await video.scrollIntoViewIfNeeded();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0.2), {
        timeout: 15_000,
      })
      .toBe(true);
  });

  test('cancelling a slow video upload says so and leaves no attachment', async ({ page }) => {
    await signIn(page, ATTACHMENT_GIVER);
    await page.route('**/api/v2/videos', () => undefined);
    await page.goto('/');
    const modal = await writeRecognition(page, 'cancelled upload');
    await modal.locator('input[data-attachment-input="video"]').setInputFiles({
      name: 'clip.webm',
      mimeType: 'video/webm',
      buffer: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]),
    });
    const cancel = modal.getByRole('button', { name: 'Cancel upload' });
    await expect(cancel).toBeVisible();
    await modal.getByRole('button', { name: 'Give +1' }).click();
    await expect(modal.getByText('Wait for the attachment to finish loading.')).toBeVisible();
    await cancel.click();
    await expect(page.getByText('Video upload cancelled.')).toBeVisible();
    await expect(attachmentPreview(modal)).toBeHidden();
  });
});
