import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { attachmentPreview, cardWith, ORANGE_PNG, writeRecognition, ATTACHMENT_GIVER } from '../support/attachments';
import { messageBox } from '../support/give-recognition';

test.describe('attachments: pictures and GIFs', () => {
  test('an employee picks a GIF by searching, gives, and the feed shows it (axe on the picker)', async ({ page }) => {
    await signIn(page, ATTACHMENT_GIVER);
    await page.goto('/');
    const modal = await writeRecognition(page, 'for the launch party GIF');
    await modal.getByRole('button', { name: 'GIF' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a GIF' });
    await picker.getByRole('searchbox', { name: 'Search GIFs' }).fill('party');
    const gifs = picker.getByRole('list', { name: 'GIFs' });
    await expect(gifs.getByRole('button')).toHaveCount(1);
    await expect(gifs.getByRole('button', { name: 'Celebrate' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await gifs.getByRole('button', { name: 'Celebrate' }).click();
    await expect(picker).toBeHidden();
    await expect(attachmentPreview(modal).getByRole('img', { name: 'Celebrate' })).toBeVisible();

    await modal.getByRole('button', { name: 'Give +1' }).click();
    await expect(modal).toBeHidden();
    const card = await cardWith(page, 'launch party GIF');
    const gif = card.getByRole('img', { name: 'Celebrate' });
    await expect(gif).toHaveAttribute('src', '/api/v2/media/gifs/celebrate.gif');
    await expect.poll(() => gif.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a picture chosen with the Image tool is uploaded, given and shown in the feed', async ({ page }) => {
    await signIn(page, ATTACHMENT_GIVER);
    await page.goto('/');
    const modal = await writeRecognition(page, 'for the team photo upload');
    await modal.locator('input[data-attachment-input="image"]').setInputFiles({
      name: 'team.png',
      mimeType: 'image/png',
      buffer: ORANGE_PNG,
    });
    const thumbnail = attachmentPreview(modal).getByRole('img');
    await expect(thumbnail).toHaveAttribute('src', /^\/uploads\/bonus_images\/\d+\/[0-9a-f]{32}\.png$/);
    await modal.getByRole('button', { name: 'Give +1' }).click();
    await expect(modal).toBeHidden();
    const card = await cardWith(page, 'team photo upload');
    const picture = card.getByRole('img', { name: 'Picture shared with this recognition' });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  });

  test('a file dropped on the modal shows the overlay, and only its first allowed file is attached', async ({
    page,
  }) => {
    await signIn(page, ATTACHMENT_GIVER);
    await page.goto('/');
    const modal = await writeRecognition(page, 'for the dropped picture');
    const files = await page.evaluateHandle(
      (png) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['just notes'], 'notes.txt', { type: 'text/plain' }));
        transfer.items.add(new File([new Uint8Array(png)], 'dropped.png', { type: 'image/png' }));
        return transfer;
      },
      [...ORANGE_PNG],
    );
    const form = modal.getByRole('textbox', { name: 'Recognition message' });
    await form.dispatchEvent('dragenter', { dataTransfer: files });
    await expect(modal.getByText('DRAG ATTACHMENT HERE')).toBeVisible();
    await form.dispatchEvent('drop', { dataTransfer: files });
    await expect(modal.getByText('DRAG ATTACHMENT HERE')).toBeHidden();
    await expect(attachmentPreview(modal).getByRole('img')).toHaveAttribute('src', /\.png$/);
    await expect(messageBox(modal)).not.toContainText('just notes');
  });

  test('keyboard only: the GIF tool, the search and a GIF, then remove it again', async ({ page }) => {
    await signIn(page, ATTACHMENT_GIVER);
    await page.goto('/');
    const modal = await writeRecognition(page, 'keyboard GIF');
    const gifTool = modal.getByRole('button', { name: 'GIF' });
    await gifTool.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Choose a GIF' });
    const search = picker.getByRole('searchbox', { name: 'Search GIFs' });
    await expect(search).toBeFocused();
    await page.keyboard.type('high');
    await expect(picker.getByRole('list', { name: 'GIFs' }).getByRole('button')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(picker.getByRole('button', { name: 'High five' })).toBeFocused();
    await page.keyboard.press('Enter');
    const remove = attachmentPreview(modal).getByRole('button', { name: 'Remove attachment' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(attachmentPreview(modal)).toBeHidden();
  });
});
