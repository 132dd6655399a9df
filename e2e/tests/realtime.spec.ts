import { expect, signIn, test } from '../support/fixtures';

test('a finished CSV report arrives over the cable, downloads, and is marked downloaded', async ({ page }) => {
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
  await signIn(page, 'global_admin');
  await page.goto('/');
  await expect.poll(() => frames.some((frame) => frame.includes('confirm_subscription'))).toBe(true);

  const download = page.waitForEvent('download');
  const markedDownloaded = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && /\/admin\/reports\/report_files\/\d+$/.test(response.url()),
  );
  const fileId = await page.evaluate(async () => {
    const { jwt } = (await (await fetch('/api/v2/jwt')).json()) as { jwt: string };
    const answer = await fetch('/api/v2/admin/reports/giving/csv', {
      method: 'POST',
      headers: { Authorization: `Bearer ${jwt}` },
    });
    return ((await answer.json()) as { file_id: number }).file_id;
  });

  expect((await download).suggestedFilename()).toMatch(/^giving-[0-9a-f]+\.csv$/);
  const patch = await markedDownloaded;
  expect(patch.status()).toBe(200);
  expect(patch.url()).toMatch(new RegExp(`/report_files/${fileId}$`));
  expect(((await patch.json()) as { downloaded_at: string | null }).downloaded_at).not.toBeNull();
});
