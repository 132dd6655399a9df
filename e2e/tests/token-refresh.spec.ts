import { expect, signIn, test } from '../support/fixtures';

const JWT_TTL_MS = 15 * 60 * 1000;

test('a token that expires mid-session is refreshed without the user noticing', async ({ page, pageErrors }) => {
  const issued: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/v2/jwt') && response.ok())
      issued.push(((await response.json()) as { jwt: string }).jwt);
  });
  await page.clock.install();
  await signIn(page, 'employee');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu for Emma Employee' })).toBeVisible();
  await expect.poll(() => issued.length).toBe(1);
  // Jumping the clock while a lazy chunk is still on its way would time its load out.
  await page.waitForLoadState('networkidle');

  await page.clock.fastForward(JWT_TTL_MS + 60_000);
  const keyRequest = page.waitForRequest((request) => request.url().includes('/api/v2/algolia_key_generator'));
  await page.keyboard.press('Control+k');
  const request = await keyRequest;
  expect((await request.response())?.status()).toBe(200);

  // The server's clock did not move: a token it issues now is already old to the page, so the feed's
  // own reads may fetch another. What matters is that the call carried a fresh one, not the expired first.
  await expect.poll(() => issued.length).toBeGreaterThanOrEqual(2);
  expect(issued.slice(1).map((jwt) => `Bearer ${jwt}`)).toContain(request.headers().authorization);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(pageErrors).toEqual([]);
});
