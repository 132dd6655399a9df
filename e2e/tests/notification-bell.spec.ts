import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, type Persona } from '../support/fixtures';
import { expectFocusVisible } from '../support/keyboard';
import { apiSession } from '../support/api-session';
import { seriousViolations } from '../support/axe';
import { tabUntilFocused } from '../support/give-recognition';
import { remoteById } from '../support/system';

interface Recipient {
  username: string;
  display_name: string;
}

/** `giver` recognises the person named `receiverName` through the API, from a session of their own. */
async function recognise(giver: Persona, receiverName: string): Promise<number> {
  const session = await apiSession(giver);
  try {
    const { result } = await session.get<{ result: Recipient[] }>(
      `/api/v2/users/autocomplete?search=${encodeURIComponent(receiverName)}`,
    );
    const receiver = result.find((person) => person.display_name === receiverName);
    expect(receiver, receiverName).toBeDefined();
    const given = await session.post<{ result: { id: number } }>('/api/v2/bonuses?include_children=true', {
      bonus: { reason: `+1 @${receiver!.username} thanks for the notification journey ${Date.now()} #OwnIt` },
    });
    expect(given.status).toBe(201);
    return given.body.result.id;
  } finally {
    await session.dispose();
  }
}

// While the popover is open the page behind it, the bell too, is hidden from assistive technology.
const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/, includeHidden: true });
const popoverOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const notRead = (popover: Locator) => popover.getByRole('button', { name: /^Not read:/ });

/** Signs in and opens a page that is not the feed (the bell is on every page); answers the unread count the bell shows. */
async function openRewardsAs(page: Page, persona: Persona): Promise<number> {
  await signIn(page, persona);
  const listed = page.waitForResponse((response) => response.url().endsWith('/api/v2/app_notifications/notifications'));
  await page.goto('/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  const { result } = (await (await listed).json()) as { result: { seen_at: string | null; acted_at: string | null }[] };
  const unread = result.filter((row) => row.seen_at === null && row.acted_at === null).length;
  await expect(bellOf(page)).toHaveAccessibleName(unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);
  return unread;
}

test('a recognition from someone else counts on the badge at once, opening marks it seen, clicking opens it and marks it read', async ({
  page,
  pageErrors,
}) => {
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
  const before = await openRewardsAs(page, 'receiver');
  await expect.poll(() => frames.some((frame) => frame.includes('confirm_subscription'))).toBe(true);

  const bonusId = await recognise('finance_admin', 'Rita Receiver');
  await expect(bellOf(page)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  expect(frames.some((frame) => frame.includes('NotificationCreated'))).toBe(true);
  await expect(page.getByTestId('notification-badge')).toHaveText(String(before + 1));

  await bellOf(page).click();
  const popover = popoverOf(page);
  await expect(popover).toBeVisible();
  const newest = popover.getByRole('listitem').first().getByRole('button');
  await expect(newest).toHaveAccessibleName(/^Not read: Fiona Finance recognized you/);
  // Hidden behind the open popover, the bell has no computed name: its label is what it will say.
  await expect(bellOf(page)).toHaveAttribute('aria-label', 'Notifications');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('notification-bell-open.png') });

  await newest.click();
  await expect(page).toHaveURL(new RegExp(`/bonuses/${bonusId}$`));
  await expect(popover).toBeHidden();
  const receiver = await apiSession('receiver');
  const { result } = await receiver.get<{ result: { action: string; status: string }[] }>(
    '/api/v2/app_notifications/notifications',
  );
  await receiver.dispose();
  expect(result.find((row) => row.action === `/bonuses/${bonusId}`)?.status).toBe('read');
  expect(pageErrors).toEqual([]);
});

test('read all marks every notification read, and it stays so after a reload; no serious axe violations', async ({
  page,
  pageErrors,
}) => {
  await recognise('company_admin', 'Theo Tech');
  await recognise('global_admin', 'Theo Tech');
  await openRewardsAs(page, 'tech_admin');
  await bellOf(page).click();
  const popover = popoverOf(page);
  await expect(notRead(popover).nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await popover.getByRole('button', { name: 'Read all' }).click();
  await expect(notRead(popover)).toHaveCount(0);
  await expect(popover.getByRole('button', { name: 'Read all' })).toBeDisabled();

  await page.reload();
  await bellOf(page).click();
  await expect(popoverOf(page).getByRole('listitem').first()).toBeVisible();
  await expect(notRead(popoverOf(page))).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('keyboard only: Tab to the bell, Enter opens, arrows move, Escape closes back to the bell, Enter follows one', async ({
  page,
  pageErrors,
}) => {
  const bonusId = await recognise('global_admin', 'Anna Announcer');
  await openRewardsAs(page, 'announcements_admin');
  await tabUntilFocused(page, bellOf(page), 40);
  await expectFocusVisible(bellOf(page));

  await page.keyboard.press('Enter');
  const popover = popoverOf(page);
  await expect(popover).toBeVisible();
  const items = popover.getByRole('listitem').getByRole('button');
  await expect(items.first()).toBeVisible();
  await tabUntilFocused(page, items.first(), 3);
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expectFocusVisible(items.first());
  await page.screenshot({ path: test.info().outputPath('notification-bell-keyboard.png') });

  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expectFocusVisible(bellOf(page));

  await page.keyboard.press('Enter');
  await expect(popover).toBeVisible();
  await tabUntilFocused(page, items.first(), 3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/bonuses/${bonusId}$`));
  expect(pageErrors).toEqual([]);
});

test('an announcement notification opens the announcement over the page; one without an action opens the give modal', async ({
  page,
  pageErrors,
}) => {
  await openRewardsAs(page, 'employee');
  await bellOf(page).click();
  await popoverOf(page)
    .getByRole('button', { name: /posted an announcement/ })
    .first()
    .click();
  const announcement = page
    .getByRole('dialog')
    .filter({ hasNot: page.getByRole('heading', { name: 'Notifications' }) });
  await expect(announcement).toBeVisible();
  await expect(popoverOf(page)).toBeHidden();
  await expect(page).toHaveURL(/\/rewards$/);
  await page.keyboard.press('Escape');
  await expect(announcement).toBeHidden();

  await bellOf(page).click();
  await popoverOf(page)
    .getByRole('button', { name: /A new month/ })
    .click();
  await expect(page.getByRole('dialog', { name: /Give recognition/ })).toBeVisible();
  await expect(page).toHaveURL(/\/rewards$/);
  expect(pageErrors).toEqual([]);
});

test('the popover takes the full width of a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openRewardsAs(page, 'employee');
  await bellOf(page).click();
  const box = await popoverOf(page).boundingBox();
  expect(box?.width).toBe(390);
  expect(box?.x).toBe(0);
  await page.screenshot({ path: test.info().outputPath('notification-bell-narrow.png') });
});

test('with remote-announcements down the bell still counts, and opening it says the popover is unavailable', async ({
  page,
  pageErrors,
}) => {
  const announcements = remoteById('announcements');
  await page.route(`${announcements.origin}/**`, (route) => route.abort('connectionrefused'));
  await signIn(page, 'employee');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Recognition feed' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  const topBar = page.getByRole('banner').first();
  await expect(topBar.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await topBar.getByRole('navigation', { name: 'Main' }).locator('[data-nav-item="rewards"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  // The bell and its badge are the shell's: only the popover comes from the remote that is down.
  await expect(bellOf(page)).toBeVisible();
  await bellOf(page).click();
  await expect(page.getByRole('alert')).toContainText('Announcements is unavailable right now');
  await page.screenshot({ path: test.info().outputPath('notification-bell-remote-down.png') });
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards', exact: true })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
