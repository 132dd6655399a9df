import { expect, signIn, test } from '../support/fixtures';
import { remoteById } from '../support/system';

test("a slow remote does not delay the shell's first render", async ({ page }) => {
  const recognition = remoteById('recognition');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let manifestServed = false;
  await page.route(`${recognition.origin}/mf-manifest.json`, async (route) => {
    // Held for up to 3 s, or until the shell has been seen without it.
    await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    manifestServed = true;
    await route.continue();
  });

  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading Recognition…');
  expect(manifestServed).toBe(false);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Recognition feed' })).toBeVisible();
});
