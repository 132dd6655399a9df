import { expect, signIn, test } from '../support/fixtures';
import { REMOTE_PAGES } from '../support/remote-pages';

for (const down of REMOTE_PAGES) {
  const { remote } = down;
  test(`${remote.area} down: the shell and the other four still render, the fallback retries`, async ({
    page,
    pageErrors,
  }) => {
    await signIn(page, 'global_admin');
    await page.route(`${remote.origin}/**`, (route) => route.abort('connectionrefused'));

    await page.goto(down.path);
    const fallback = page.getByRole('alert').filter({ hasText: `${remote.area} is unavailable right now` });
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    for (const other of REMOTE_PAGES.filter((candidate) => candidate !== down)) {
      await page.goto(other.path);
      await expect(page.getByRole('heading', { level: 1, name: other.heading, exact: true })).toBeVisible();
    }

    await page.goto(down.path);
    await expect(fallback).toBeVisible();
    await page.unroute(`${remote.origin}/**`);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: down.heading, exact: true })).toBeVisible();
    await expect(fallback).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

test('with remote-admin and the domain remotes down, the shell still refuses a non-admin on /admin/*', async ({
  page,
  pageErrors,
}) => {
  await signIn(page, 'award_approver');
  const loaded: string[] = [];
  for (const { remote } of REMOTE_PAGES) {
    await page.route(`${remote.origin}/**`, (route) => {
      loaded.push(remote.id);
      return route.abort('connectionrefused');
    });
  }
  for (const path of ['/admin/dashboard', '/admin/rewards/catalog', '/super_admin/spoof/new', '/tech_ops']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'unavailable right now' })).toHaveCount(0);
  }
  expect(loaded.filter((id) => id !== 'recognition')).toEqual([]);
  expect(pageErrors).toEqual([]);
});
