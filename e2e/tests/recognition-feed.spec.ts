import type { Locator, Page } from '@playwright/test';
import type { BonusView, PersonView } from '@laurel/shared/recognition';
import { expect, signIn, test, type Persona } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { apiAs, messageBox, openGiveModal, pickSuggestion } from '../support/give-recognition';
import { apiSession } from '../support/api-session';
import { expectFocusVisible, tabUntil } from '../support/keyboard';
import { FEED_PAGE_SIZE } from '@laurel/shared/recognition';
import { remoteById } from '../support/system';

/** What the page says of one card the feed has drawn. */
interface DrawnCard {
  position: number;
  id: number;
  hasImage: boolean;
}

const SCROLL_STEP_PX = 600;
const SCROLL_STEPS_MAX = 120;
/** The window and its overscan draw about ten cards; a feed that drew every loaded card would pass this soon. */
const ARTICLES_AT_ONCE_MAX = 60;

/** No other journey reacts, and none as this persona, so the chip counts are the reaction journey's alone. */
const REACTOR: Persona = 'tech_admin';
/** Shares no team with the private recognition's giver or receiver. */
const UNRELATED_COLLEAGUE: Persona = 'tech_admin';
const PRIVATE_GIVER: Persona = 'announcements_admin';
const PRIVATE_RECEIVER: Persona = 'award_approver';
const EMOJI_GIVER: Persona = 'finance_admin';
// A seeded colleague no journey counts the points of (the seed is deterministic).
const EMOJI_RECEIVER_SLUG = 'yara-moreau-38';

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
const recognizedHeading = (giver: string | undefined, receivers: readonly PersonView[]) =>
  `${giver} recognized ${listFormat.format(receivers.map((person) => person.display_name))}`;
const commentsLabel = (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`;
const uniqueTag = () => Date.now().toString(36);

const feedOf = (page: Page) => page.getByRole('feed', { name: 'Recognition feed' });
const cardOf = (page: Page, id: number) => feedOf(page).locator(`article[data-bonus-id="${id}"]`);
const pointsOf = (card: Locator) => card.locator('span[aria-hidden="true"]', { hasText: /^\+\d+$/ }).first();
const idOf = async (card: Locator) => Number(await card.getAttribute('data-bonus-id'));

const cardAt = (page: Page, position: number) => feedOf(page).locator(`article[aria-posinset="${position}"]`);
const addReactionOf = (card: Locator) => card.getByRole('button', { name: 'Add a reaction' });

/** Where the focus is beside the feed: before or after it in the page, inside it, or nowhere. */
const focusBesideFeed = (page: Page) =>
  page.evaluate(() => {
    const feed = document.querySelector('[role="feed"]');
    const focused = document.activeElement;
    if (!feed || !focused || focused === document.body) return 'nowhere';
    if (feed.contains(focused)) return 'inside';
    return feed.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before';
  });

const bonusAs = async (persona: Persona, id: number) =>
  (await apiAs<{ result: BonusView }>(persona, `/api/v2/bonuses/${id}`)).result;

async function openFeed(page: Page, persona: Persona) {
  await signIn(page, persona);
  await page.goto('/');
  await expect(feedOf(page).getByRole('article').first()).toBeVisible();
}

const drawnCards = (page: Page): Promise<DrawnCard[]> =>
  feedOf(page)
    .locator('article')
    .evaluateAll((articles) =>
      articles.map((article) => ({
        position: Number(article.getAttribute('aria-posinset')),
        id: Number(article.getAttribute('data-bonus-id')),
        hasImage: article.querySelector('img[alt]:not([alt=""])') !== null,
      })),
    );

/**
 * Scrolls down until a drawn card passes `found`. Returns that card, the id drawn at each position on the
 * way, and the most articles the page held at once.
 */
async function scrollFeedUntil(page: Page, found: (card: DrawnCard) => boolean) {
  // Wheeling before the first page arrives would scroll past its top cards the moment they are drawn.
  await expect(feedOf(page).getByRole('article').first()).toBeVisible();
  const seen = new Map<number, number>();
  let mostArticles = 0;
  for (let step = 0; step < SCROLL_STEPS_MAX; step += 1) {
    const cards = await drawnCards(page);
    for (const card of cards) seen.set(card.position, card.id);
    mostArticles = Math.max(mostArticles, await page.locator('article').count());
    const match = cards.find(found);
    if (match) return { match, seen, mostArticles };
    const scrolled = await page.evaluate(() => window.scrollY);
    // At the bottom of what is loaded the wheel moves nothing until the next page arrives.
    await expect(async () => {
      await page.mouse.wheel(0, SCROLL_STEP_PX);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
    }).toPass();
  }
  throw new Error(`No matching card within ${SCROLL_STEPS_MAX} scrolls`);
}

/** The id of a seeded private recognition the giver gave the receiver alone, as the giver's feed has it. */
async function privateRecognitionId(): Promise<number> {
  const { result } = await apiAs<{ result: BonusView[] }>(PRIVATE_GIVER, '/api/v2/bonus_feeds?per_page=100');
  const bonus = result.find(
    (candidate) =>
      candidate.privacy === 'privately_visible' &&
      candidate.giver?.display_name === 'Anna Announcer' &&
      candidate.receivers.map((person) => person.display_name).join() === 'Aaron Approver',
  );
  if (!bonus) throw new Error('The seed has no private recognition from Anna Announcer to Aaron Approver');
  return bonus.id;
}

test.describe('the recognition feed', () => {
  test('shows recognitions newest first: who thanked whom, how much, why and when, with pictures', async ({
    page,
    pageErrors,
  }) => {
    await openFeed(page, 'tech_ops');
    const times = await feedOf(page)
      .locator('article time')
      .evaluateAll((elements) => elements.map((time) => time.getAttribute('datetime') ?? ''));
    expect(times.length).toBeGreaterThan(2);
    expect(times).toEqual([...times].sort().reverse());

    // A recognition with a mention and a hashtag (a celebration's post, on top on its day, has no hashtag).
    const card = feedOf(page)
      .getByRole('article')
      .filter({ hasText: /@\S/ })
      .filter({ has: page.getByRole('link', { name: /^#/ }) })
      .first();
    const bonus = await bonusAs('tech_ops', await idOf(card));
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(
      recognizedHeading(bonus.giver?.display_name, bonus.receivers),
    );
    const points = bonus.amount === 1 ? '1 point' : `${bonus.amount} points`;
    await expect(card.getByText(points, { exact: true })).toHaveCount(1);
    // The names and tags lead to the person's and the hashtag's pages (an Achieve reader may open both).
    for (const receiver of bonus.receivers) {
      const mention = card.getByRole('link', { name: `@${receiver.display_name}`, exact: true }).first();
      await expect(mention).toHaveAttribute('href', /^\/company\/users\/[^/]+$/);
    }
    const hashtag = card.getByRole('link', { name: `#${bonus.hashtags[0]}`, exact: true }).first();
    await expect(hashtag).toHaveAttribute('href', /^\/company\/hashtags\/[^/]+$/);
    await expect(card.locator('time')).toHaveAttribute('datetime', bonus.created_at);
    await expect(card.locator('time')).toHaveText(/ ago$|^yesterday$|^last |^this minute$/);

    const { match } = await scrollFeedUntil(page, (drawn) => drawn.hasImage);
    const altText = (await bonusAs('tech_ops', match.id)).attachments?.[0]?.alt_text ?? '';
    expect(altText).not.toBe('');
    const image = cardOf(page, match.id).getByRole('img', { name: altText, exact: true });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  test('loads further pages as the reader scrolls, keeping only the cards near the window in the page', async ({
    page,
  }) => {
    await openFeed(page, 'tech_ops');
    const secondPage = await scrollFeedUntil(page, (card) => card.position > FEED_PAGE_SIZE);
    const thirdPage = await scrollFeedUntil(page, (card) => card.position > 2 * FEED_PAGE_SIZE);
    expect(Math.max(secondPage.mostArticles, thirdPage.mostArticles)).toBeLessThan(ARTICLES_AT_ONCE_MAX);
    await expect(feedOf(page).locator('article[aria-posinset="1"]')).toHaveCount(0);
    const setSize = Number(await feedOf(page).locator('article').first().getAttribute('aria-setsize'));
    expect(setSize).toBeGreaterThan(2 * FEED_PAGE_SIZE);
  });

  test('a reaction added through the picker stays after a reload, and so does its removal', async ({ page }) => {
    await openFeed(page, REACTOR);
    const id = await idOf(feedOf(page).getByRole('article').first());
    const chip = cardOf(page, id)
      .getByRole('group', { name: 'Reactions' })
      .getByRole('button', { name: /^👍 \d+ reactions?$/ });
    // The seed never reacts with 👍, and no other journey reacts at all.
    await expect(chip).toHaveCount(0);

    const added = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/bonuses/${id}/reactions`),
    );
    await cardOf(page, id).getByRole('button', { name: 'Add a reaction' }).click();
    // The picker opens in a popover beside the card, outside it in the page.
    await page.getByRole('group', { name: 'Pick a reaction' }).getByRole('button', { name: 'React with 👍' }).click();
    await expect(chip).toHaveAccessibleName('👍 1 reaction');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect((await added).ok()).toBe(true);

    await page.reload();
    await scrollFeedUntil(page, (card) => card.id === id);
    await expect(chip).toHaveAccessibleName('👍 1 reaction');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');

    const removed = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes(`/bonuses/${id}/reactions/`),
    );
    await chip.click();
    await expect(chip).toHaveCount(0);
    expect((await removed).ok()).toBe(true);

    await page.reload();
    await scrollFeedUntil(page, (card) => card.id === id);
    await expect(cardOf(page, id).getByRole('button', { name: 'Add a reaction' })).toBeVisible();
    await expect(chip).toHaveCount(0);
  });

  test('a comment posted in the recognition dialog is listed and counted; an empty one is refused', async ({
    page,
    pageErrors,
  }) => {
    await openFeed(page, 'tech_ops');
    const id = await idOf(feedOf(page).getByRole('article').first());
    const commentsLink = cardOf(page, id).getByRole('link', { name: /^\d+ comments?$/ });
    const before = Number(/\d+/.exec(await commentsLink.innerText())?.[0]);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/comments')) posted.push(request.url());
    });

    await commentsLink.click();
    await expect(page).toHaveURL(`/bonuses/${id}`);
    const dialog = page.getByRole('dialog', { name: /^Recognition from / });
    await expect(dialog.getByRole('article')).toHaveAttribute('data-bonus-id', String(id));
    await expect(dialog.getByRole('heading', { name: 'Comments' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await expect(dialog.getByText('Write a comment first.')).toBeVisible();
    expect(posted).toEqual([]);

    const text = `Seconded, the rollout notes helped the whole team ${uniqueTag()}`;
    await dialog.getByRole('textbox', { name: 'Add a comment' }).click();
    await pickSuggestion(page, '@yara', /Yara Moreau/);
    await page.keyboard.type(text);
    // The counter counts the text as sent, the chip as its @username (the limit the server checks), not its name.
    await expect(dialog.getByText(`${'@yara-moreau-38 '.length + text.length}/1000`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Post comment' }).click();
    await expect(dialog.getByRole('listitem').filter({ hasText: text })).toContainText('Yara Moreau');
    await expect(dialog.getByRole('button', { name: commentsLabel(before + 1) })).toBeVisible();
    await expect(dialog.getByText('Write a comment first.')).toHaveCount(0);
    expect(posted).toHaveLength(1);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/');
    await scrollFeedUntil(page, (card) => card.id === id);
    await expect(commentsLink).toHaveText(commentsLabel(before + 1));
    expect(pageErrors).toEqual([]);
  });

  // On the seeded private recognition, which no other journey reacts to or counts the comments of.
  test('keyboard only: react through the picker and comment in the recognition dialog', async ({
    page,
    pageErrors,
  }) => {
    const id = await privateRecognitionId();
    await signIn(page, PRIVATE_GIVER);
    await page.goto(`/bonuses/${id}`);
    const dialog = page.getByRole('dialog', { name: 'Recognition from Anna Announcer' });
    await expect(dialog.getByRole('article')).toHaveAttribute('data-bonus-id', String(id));

    const addReaction = dialog.getByRole('button', { name: 'Add a reaction' });
    await tabUntil(page, addReaction, 30);
    await expectFocusVisible(addReaction);
    await page.keyboard.press('Enter');
    const picker = page.getByRole('group', { name: 'Pick a reaction' });
    const party = picker.getByRole('button', { name: 'React with 🎉' });
    await tabUntil(page, party, 6);
    await expectFocusVisible(party);
    await page.screenshot({ path: test.info().outputPath('reaction-picker-keyboard.png') });
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    const chip = dialog.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: /^🎉 \d+ reactions?$/ });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expectFocusVisible(addReaction);

    const box = dialog.getByRole('textbox', { name: 'Add a comment' });
    await tabUntil(page, box, 30);
    await expectFocusVisible(box);
    const text = `Said with the keyboard alone ${uniqueTag()}`;
    await page.keyboard.type(text);
    const post = dialog.getByRole('button', { name: 'Post comment' });
    await tabUntil(page, post, 5);
    await expectFocusVisible(post);
    await page.screenshot({ path: test.info().outputPath('post-comment-keyboard.png') });
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('listitem').filter({ hasText: text })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/');
    expect(pageErrors).toEqual([]);
  });

  // APG feed pattern. The first window draws about six cards; the virtual list the rest, as they come near.
  test('keyboard only: Page Down and Page Up move from card to card, past the cards drawn; Ctrl+Home leaves the feed', async ({
    page,
    pageErrors,
  }) => {
    await openFeed(page, 'tech_ops');
    await tabUntil(page, addReactionOf(cardAt(page, 1)), 80);
    const last = 12;
    for (let position = 2; position <= last; position += 1) {
      await page.keyboard.press('PageDown');
      await expect(cardAt(page, position)).toBeFocused();
    }
    await expectFocusVisible(cardAt(page, last));
    await expect(cardAt(page, last)).toBeInViewport();
    await page.keyboard.press('PageUp');
    await expect(cardAt(page, last - 1)).toBeFocused();
    await page.keyboard.press('Control+Home');
    await expect.poll(() => focusBesideFeed(page)).toBe('before');
    expect(pageErrors).toEqual([]);
  });

  test('keyboard only on a phone: Ctrl+End leaves the feed for the action bar after it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await openFeed(page, 'tech_ops');
    // The bar's code loads on its own once the screen is narrow: Ctrl+End has nothing after the feed before.
    const search = page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Search' });
    await expect(search).toBeVisible();
    await tabUntil(page, addReactionOf(cardAt(page, 1)), 80);
    await page.keyboard.press('PageDown');
    await expect(cardAt(page, 2)).toBeFocused();
    await page.keyboard.press('Control+End');
    await expectFocusVisible(search);
    expect(await focusBesideFeed(page)).toBe('after');
  });

  test('keyboard only: a recognition opened from a card’s comment link gives the focus back to that link on closing', async ({
    page,
    pageErrors,
  }) => {
    await openFeed(page, 'tech_ops');
    const id = await idOf(cardAt(page, 2));
    const commentsLink = cardOf(page, id).getByRole('link', { name: /^\d+ comments?$/ });
    await tabUntil(page, commentsLink, 80);
    const dialog = page.getByRole('dialog');

    // Closed by Escape, then by its Close button.
    for (const close of ['Escape', 'Close button']) {
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/bonuses/${id}`);
      await expect(dialog.getByRole('article')).toHaveAttribute('data-bonus-id', String(id));
      if (close === 'Escape') {
        await page.keyboard.press('Escape');
      } else {
        await tabUntil(page, dialog.getByRole('button', { name: 'Close', exact: true }), 40);
        await page.keyboard.press('Enter');
      }
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL('/');
      await expectFocusVisible(commentsLink);
    }
    expect(pageErrors).toEqual([]);
  });

  test('a private recognition is not found by a third colleague at its address, and opens for its giver', async ({
    page,
  }) => {
    const id = await privateRecognitionId();
    await signIn(page, UNRELATED_COLLEAGUE);
    await page.goto(`/bonuses/${id}`);
    const missing = page.getByRole('dialog', { name: 'Recognition not found' });
    await expect(missing).toContainText('This recognition does not exist or is not visible to you.');
    await expect(missing.getByRole('article')).toHaveCount(0);
    await missing.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL('/');

    await signIn(page, PRIVATE_GIVER);
    await page.goto(`/bonuses/${id}`);
    const dialog = page.getByRole('dialog', { name: 'Recognition from Anna Announcer' });
    await expect(dialog.getByRole('article')).toHaveAttribute('data-bonus-id', String(id));
    await expect(dialog.getByRole('heading', { name: 'Anna Announcer recognized Aaron Approver' })).toBeVisible();
  });

  test('a private recognition shows in its receiver’s feed and in no unrelated colleague’s', async ({ page }) => {
    const id = await privateRecognitionId();
    await openFeed(page, PRIVATE_RECEIVER);
    await scrollFeedUntil(page, (card) => card.id === id);
    await expect(cardOf(page, id).getByRole('heading', { level: 2 })).toHaveText(
      'Anna Announcer recognized Aaron Approver',
    );

    await openFeed(page, UNRELATED_COLLEAGUE);
    // Seeded ids follow time, so a smaller id is an older recognition: the private one would be above it.
    const { seen } = await scrollFeedUntil(page, (card) => card.id < id);
    const positions = [...seen.keys()].sort((a, b) => a - b);
    expect(positions).toEqual(positions.map((_, index) => index + 1));
    expect([...seen.values()]).not.toContain(id);
  });

  test('"+1 Add on" gives to the same people and puts the add-on first in the feed', async ({ page, pageErrors }) => {
    // A parent of its own, to a colleague no other journey counts the points of: parallel journeys fill
    // the feed's first cards with recognitions of the manager and the receiver, whose earnings they check.
    const giver = await apiSession(EMOJI_GIVER);
    const given = await giver.post<{ result: { id: number } }>('/api/v2/bonuses?include_children=true', {
      bonus: { reason: `+1 @${EMOJI_RECEIVER_SLUG} for the launch ${uniqueTag()} #OwnIt` },
    });
    await giver.dispose();
    expect(given.status).toBe(201);
    await openFeed(page, 'awards_admin');
    const parentCard = cardOf(page, given.body.result.id);
    const parent = await bonusAs('awards_admin', given.body.result.id);
    const familyBefore = Number((await pointsOf(parentCard).innerText()).slice(1));

    await parentCard.getByRole('button', { name: '+1 Add on' }).click();
    const modal = page.getByRole('dialog', { name: 'Add on to this recognition' });
    await messageBox(modal).click();
    const note = `seconded ${uniqueTag()}`;
    await page.keyboard.type(`+1 #OwnIt ${note}`);
    await modal.getByRole('button', { name: `Give +${parent.receivers.length}` }).click();
    await expect(modal).toBeHidden();

    // On top, bar what other journeys give meanwhile in the same company: before its parent, in the first cards.
    const addOn = feedOf(page).getByRole('article').filter({ hasText: note });
    await expect(addOn).toHaveCount(1);
    await expect(addOn.getByRole('heading', { level: 2 })).toHaveText(
      recognizedHeading('Ada Awards', parent.receivers),
    );
    expect(await idOf(addOn)).toBeGreaterThan(parent.id);
    const position = Number(await addOn.getAttribute('aria-posinset'));
    expect(position).toBeLessThanOrEqual(3);
    expect(position).toBeLessThan(Number(await cardOf(page, parent.id).getAttribute('aria-posinset')));

    // The parent's card counts its add-ons' points with its own (familyAmount, programs §3): +1 more each.
    await page.reload();
    await expect(cardOf(page, parent.id).getByText(`${familyBefore + 1} points with its add-ons`)).toBeAttached();
    await expect(pointsOf(cardOf(page, parent.id))).toHaveText(`+${familyBefore + 1}`);
    expect(pageErrors).toEqual([]);
  });
});

test('a recognition’s emoji show on a cold feed as the API resolved them, without the shortcode table', async ({
  page,
  pageErrors,
}) => {
  const giver = await apiSession(EMOJI_GIVER);
  const note = `launch ${Date.now()}`;
  const given = await giver.post<{ result: { id: number } }>('/api/v2/bonuses?include_children=true', {
    // Private: no other journey's feed gets it on top.
    bonus: {
      reason: `+1 @${EMOJI_RECEIVER_SLUG} ${note} :tada: :wave::skin-tone-2: :not-an-emoji: #OwnIt`,
      privacy: 'privately_visible',
    },
  });
  await giver.dispose();
  expect(given.status).toBe(201);

  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await openFeed(page, EMOJI_GIVER);
  const card = cardOf(page, given.body.result.id);
  await expect(card).toContainText(`${note} 🎉 👋🏼 :not-an-emoji:`);
  // The table keys emoji by hexcode: 1f600 is 😀's. None of the first paint's scripts holds it.
  expect((await Promise.all(scripts)).filter((source) => source.includes('"1f600"'))).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test.describe('no serious accessibility violations', () => {
  // The feed with its cards, as each persona's home: the route sweep in personas.spec.ts.
  test('the give-recognition modal', async ({ page }) => {
    await openFeed(page, 'tech_ops');
    await openGiveModal(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("a cold / asks for the feed's first page beside the recognition remote's code, and once", async ({ page }) => {
  await signIn(page, 'employee');
  // The remote's files are held until the feed has been asked for: a feed read only the remote's code made would never come.
  let releaseRemote: () => void = () => undefined;
  const remoteHeld = new Promise<void>((resolve) => (releaseRemote = resolve));
  await page.route(`${remoteById('recognition').origin}/**`, async (route) => {
    await remoteHeld;
    await route.continue();
  });
  const feedReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/bonus_feeds')) feedReads.push(new URL(request.url()).search);
  });
  const firstFeedRead = page.waitForRequest(/\/api\/v2\/bonus_feeds/);
  await page.goto('/', { waitUntil: 'commit' });
  await firstFeedRead;
  releaseRemote();
  await expect(feedOf(page).getByRole('article').first()).toBeVisible();
  expect(feedReads).toEqual([`?page=1&per_page=${FEED_PAGE_SIZE}`]);
});
