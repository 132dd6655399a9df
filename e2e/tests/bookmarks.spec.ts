import type { Locator, Page } from '@playwright/test';
import type { BonusView } from '@laurel/shared/contract';
import { expect, signIn, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiSession } from '../support/api-session';
import { tabUntilFocused } from '../support/give-recognition';

interface FeedAnswer {
  result: BonusView[];
}

/** Two recognitions from the manager to the employee, each with words no other spec writes. */
async function recognitionsForEmployee(topic: string) {
  const manager = await apiSession('manager');
  const employee = await apiSession('employee');
  try {
    const { slug } = (await employee.get<{ result: { slug: string } }>('/api/v2/profile/user?view=profile')).result;
    const stamp = `${topic} ${Date.now()}`;
    const give = async (what: string) => {
      const reason = `+1 @${slug} for the ${what} ${stamp} #OwnIt`;
      const given = await manager.post<{ result: BonusView }>('/api/v2/bonuses', { bonus: { reason } });
      expect(given.status, 'POST /api/v2/bonuses').toBe(201);
      return { id: given.body.result.id, words: `${what} ${stamp}` };
    };
    return { fromFeed: await give('feed bookmark'), fromDetail: await give('detail bookmark') };
  } finally {
    await manager.dispose();
    await employee.dispose();
  }
}

const card = (scope: Page | Locator, words: string) => scope.getByRole('article').filter({ hasText: words });
const bookmarkOf = (article: Locator) => article.getByRole('button', { name: 'Bookmark', exact: true });
const removeBookmarkOf = (article: Locator) => article.getByRole('button', { name: 'Remove bookmark' });

/** The card of `words` on the home feed, scrolling down to it if recognitions given since pushed it below the first window. */
async function feedCardOf(page: Page, words: string) {
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  const target = card(feed, words);
  for (let scrolls = 0; scrolls < 10 && (await target.count()) === 0; scrolls += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
  }
  return target;
}

async function bookmarkedIds() {
  const employee = await apiSession('employee');
  try {
    return (await employee.get<FeedAnswer>('/api/v2/bookmarks?per_page=100')).result.map((bonus) => bonus.id);
  } finally {
    await employee.dispose();
  }
}

test.describe('bookmarks', () => {
  test('bookmarks one recognition from the feed and one from its page, finds both on Bookmarks, removes one', async ({
    page,
    pageErrors,
  }) => {
    const { fromFeed, fromDetail } = await recognitionsForEmployee('bookmarks journey');
    await signIn(page, 'employee');
    await page.goto('/');

    const feedCard = await feedCardOf(page, fromFeed.words);
    await bookmarkOf(feedCard).click();
    await expect(removeBookmarkOf(feedCard)).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/bonuses/${fromDetail.id}`);
    const detail = card(page.getByRole('dialog'), fromDetail.words);
    await bookmarkOf(detail).click();
    await expect(removeBookmarkOf(detail)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(bookmarkedIds).toEqual(expect.arrayContaining([fromFeed.id, fromDetail.id]));

    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Bookmarks' }).click();
    await expect(page).toHaveURL(/\/bookmark$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
    const bookmarks = page.getByRole('feed', { name: 'Bookmarks' });
    await expect(card(bookmarks, fromDetail.words)).toBeVisible();
    await expect(card(bookmarks, fromFeed.words)).toBeVisible();
    // Newest bookmark first: the one from the recognition's page comes before the one from the feed.
    await expect
      .poll(() =>
        bookmarks
          .getByRole('article')
          .evaluateAll((cards) => cards.map((element) => Number(element.getAttribute('data-bonus-id')))),
      )
      .toEqual(expect.arrayContaining([fromDetail.id, fromFeed.id]));
    const order = await bookmarks
      .getByRole('article')
      .evaluateAll((cards) => cards.map((element) => Number(element.getAttribute('data-bonus-id'))));
    expect(order.indexOf(fromDetail.id)).toBeLessThan(order.indexOf(fromFeed.id));
    await page.screenshot({ path: test.info().outputPath('bookmarks.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await removeBookmarkOf(card(bookmarks, fromFeed.words)).click();
    await expect(bookmarkOf(card(bookmarks, fromFeed.words))).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(bookmarkedIds).not.toContain(fromFeed.id);
    await page.reload();
    await expect(card(page.getByRole('feed', { name: 'Bookmarks' }), fromDetail.words)).toBeVisible();
    await expect(card(page.getByRole('feed', { name: 'Bookmarks' }), fromFeed.words)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('keyboard: bookmark from the feed, open Bookmarks from the user menu, remove it there', async ({ page }) => {
    const { fromFeed } = await recognitionsForEmployee('bookmarks keyboard');
    await signIn(page, 'employee');
    await page.goto('/');

    const feedCard = await feedCardOf(page, fromFeed.words);
    await feedCard.getByRole('link', { name: /comment/ }).focus();
    await tabUntilFocused(page, bookmarkOf(feedCard), 4);
    await page.keyboard.press('Enter');
    await expect(removeBookmarkOf(feedCard)).toBeFocused();
    await expect(removeBookmarkOf(feedCard)).toHaveAttribute('aria-pressed', 'true');

    const menu = page.getByRole('button', { name: /Account menu/ });
    await menu.focus();
    await page.keyboard.press('Enter');
    await tabUntilFocused(page, page.getByRole('link', { name: 'Bookmarks' }), 15);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/bookmark$/);

    const kept = card(page.getByRole('feed', { name: 'Bookmarks' }), fromFeed.words);
    await kept.getByRole('link', { name: /comment/ }).focus();
    await tabUntilFocused(page, removeBookmarkOf(kept), 4);
    await page.keyboard.press('Space');
    await expect(bookmarkOf(kept)).toBeFocused();
    await expect.poll(bookmarkedIds).not.toContain(fromFeed.id);
  });

  test('someone with no bookmarks is told how to bookmark and led to the feed', async ({ page, pageErrors }) => {
    await signIn(page, 'observer');
    await page.goto('/bookmark');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
    await expect(page.getByText(/Select the bookmark button on a recognition/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('bookmarks-empty.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the recognition feed' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(pageErrors).toEqual([]);
  });
});
