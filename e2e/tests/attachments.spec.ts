import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { attachmentPreview, cardWith, ORANGE_PNG, writeRecognition, ATTACHMENT_GIVER } from '../support/attachments';
import { messageBox, suggestions } from '../support/give-recognition';
import { expectFocusVisible, tabUntil } from '../support/keyboard';

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

  test('keyboard only: write, pick a GIF, remove it, pick another and give; focus comes back to each opener', async ({
    page,
  }) => {
    await signIn(page, ATTACHMENT_GIVER);
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Give recognition' });
    await tabUntil(page, opener, 30);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Give recognition' });
    await expectFocusVisible(messageBox(modal));
    await page.keyboard.type('@jonas');
    await expect(suggestions(page).getByRole('option', { name: /Jonas Haddad/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.type('+1 #OwnIt keyboard GIF ');

    const gifTool = modal.getByRole('button', { name: 'GIF' });
    const picker = page.getByRole('dialog', { name: 'Choose a GIF' });
    const search = picker.getByRole('searchbox', { name: 'Search GIFs' });
    const pickGif = async (words: string, name: string) => {
      await tabUntil(page, gifTool, 30);
      await expectFocusVisible(gifTool);
      await page.keyboard.press('Enter');
      await expectFocusVisible(search);
      await page.keyboard.type(words);
      await expect(picker.getByRole('list', { name: 'GIFs' }).getByRole('button')).toHaveCount(1);
      await page.keyboard.press('Tab');
      await expectFocusVisible(picker.getByRole('button', { name }));
      await page.keyboard.press('Enter');
      await expect(picker).toBeHidden();
      await expect(gifTool).toBeFocused();
      await expect(attachmentPreview(modal).getByRole('img', { name })).toBeVisible();
    };
    await pickGif('party', 'Celebrate');
    const remove = attachmentPreview(modal).getByRole('button', { name: 'Remove attachment' });
    await tabUntil(page, remove, 30);
    await expectFocusVisible(remove);
    await page.keyboard.press('Enter');
    await expect(attachmentPreview(modal)).toBeHidden();

    await pickGif('high', 'High five');
    await page.screenshot({ path: test.info().outputPath('gif-tool-focus-returned.png') });
    const give = modal.getByRole('button', { name: 'Give +1' });
    await tabUntil(page, give, 30);
    await expectFocusVisible(give);
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
    await expect((await cardWith(page, 'keyboard GIF')).getByRole('img', { name: 'High five' })).toBeVisible();
  });
});
