import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RequestOptions } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { FeedPage } from '../../pages/FeedPage';
import { ESTIMATED_CARD_HEIGHT_PX, FEED_OVERSCAN_ROWS } from '../feed-constants';
import { bonuses, feedPage } from '../testing/bonuses';
import { renderWithFeed } from '../testing/render-feed';
import { answerGets } from '../testing/v2-api';

const CARD_HEIGHT_PX = 300;
const PAGE_SIZE = 20;

/** A feed of `pages` full pages, newest (highest id) first. */
function answerFeedOf(pages: number) {
  const all = bonuses(pages * PAGE_SIZE);
  return answerGets((_path, options?: RequestOptions) => {
    const page = Number(options?.params?.page);
    return feedPage(all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), page, pages, PAGE_SIZE);
  });
}

const cardAt = (position: number) =>
  screen.getByRole('feed').querySelector<HTMLElement>(`article[aria-posinset="${position}"]`);

/** The window scrolls where the virtual list asks (jsdom does not scroll), in a page as tall as `cards`. */
function scrollWhereAsked(cards: number) {
  jest.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(cards * CARD_HEIGHT_PX);
  jest.mocked(window.scrollTo).mockImplementation(((options: ScrollToOptions) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: options.top ?? 0 });
    // As a browser does: the scroll event comes after the call, not inside it.
    queueMicrotask(() => window.dispatchEvent(new Event('scroll')));
  }) as typeof window.scrollTo);
}

const drawnIds = () =>
  within(screen.getByRole('feed'))
    .getAllByRole('article')
    .map((card) => Number(card.getAttribute('data-bonus-id')));

/** The cards in view come first and the overscan below them follows: waits for both. */
async function firstWindowDrawn() {
  await screen.findAllByRole('article');
  const inView = Math.ceil(window.innerHeight / ESTIMATED_CARD_HEIGHT_PX);
  await waitFor(() => expect(drawnIds()).toHaveLength(inView + FEED_OVERSCAN_ROWS));
  return inView + FEED_OVERSCAN_ROWS;
}

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('FeedList', () => {
  beforeEach(() => {
    signInForTests();
    // jsdom lays nothing out: every card measures as tall as a real one might.
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(CARD_HEIGHT_PX);
    // …and the list starts at the top of the document, wherever the window has scrolled to.
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(() => DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 600, height: CARD_HEIGHT_PX }));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('draws only the cards near the window and loads the next page as the reader nears the end', async () => {
    const get = answerFeedOf(3);
    renderWithFeed(<FeedPage />);
    await screen.findAllByRole('article');
    expect(drawnIds()[0]).toBe(60);
    expect(drawnIds().length).toBeLessThan(10);
    expect(get).toHaveBeenCalledTimes(1);

    scrollWindowTo(12 * CARD_HEIGHT_PX);
    await waitFor(() => expect(get).toHaveBeenCalledWith('bonus_feeds', { params: { page: 2, per_page: 20 } }));
    await waitFor(() => expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'false'));
    expect(drawnIds()).toContain(60 - 12);
    expect(drawnIds()).not.toContain(60);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('draws the cards the window shows, then the overscan below them, before the reader scrolls', async () => {
    answerFeedOf(1);
    renderWithFeed(<FeedPage />);
    const drawn = await firstWindowDrawn();
    expect(drawnIds()).toEqual(Array.from({ length: drawn }, (_, index) => PAGE_SIZE - index));
  });

  it('draws the first window in the flow, and keeps the focused card itself when the virtual list takes over', async () => {
    answerFeedOf(1);
    renderWithFeed(<FeedPage />);
    const [first] = await screen.findAllByRole('article');
    expect(first!.parentElement).not.toHaveAttribute('style');
    const button = within(first!).getAllByRole('button')[0]!;
    act(() => button.focus());
    scrollWindowTo(CARD_HEIGHT_PX / 2);
    await waitFor(() => expect(first!.parentElement).toHaveStyle({ transform: 'translateY(0px)' }));
    expect(first).toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('stays under 1 500 elements after scrolling through 500 recognitions', async () => {
    const get = answerFeedOf(25);
    renderWithFeed(<FeedPage />);
    await screen.findAllByRole('article');
    for (let page = 2; page <= 25; page += 1) {
      scrollWindowTo((page - 1) * PAGE_SIZE * CARD_HEIGHT_PX - 4 * CARD_HEIGHT_PX);
      await waitFor(() => expect(get.mock.calls.length).toBeGreaterThanOrEqual(page));
      await waitFor(() => expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'false'));
    }
    scrollWindowTo(500 * CARD_HEIGHT_PX);
    await waitFor(() => expect(drawnIds()).toContain(1));
    expect(screen.getByRole('status')).toHaveTextContent('You are all caught up.');
    expect(document.body.querySelectorAll('*').length).toBeLessThan(1500);
    const pagesAsked = get.mock.calls.map(([, options]) => (options as RequestOptions).params?.page);
    expect(pagesAsked).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    // 25 pages drawn one after another: seconds in jsdom on a busy machine, not the 5 s of a unit test.
  }, 15_000);

  describe('keys of the APG feed pattern', () => {
    it('moves the focus to the next and the previous card with Page Down and Page Up', async () => {
      answerFeedOf(1);
      const { user } = renderWithFeed(<FeedPage />);
      const [first, second] = await screen.findAllByRole('article');
      expect(first).toHaveAttribute('tabindex', '-1');
      act(() => within(first!).getAllByRole('button')[0]!.focus());
      await user.keyboard('{PageDown}');
      expect(second).toHaveFocus();
      await user.keyboard('{PageUp}{PageUp}');
      expect(first).toHaveFocus();
    });

    it('scrolls a card that is not drawn yet into the page, then focuses it', async () => {
      answerFeedOf(1);
      const { user } = renderWithFeed(<FeedPage />);
      await firstWindowDrawn();
      scrollWhereAsked(PAGE_SIZE);
      const lastDrawn = Math.max(
        ...within(screen.getByRole('feed'))
          .getAllByRole('article')
          .map((card) => Number(card.getAttribute('aria-posinset'))),
      );
      expect(cardAt(lastDrawn + 1)).toBeNull();
      act(() => cardAt(lastDrawn)!.focus());
      await user.keyboard('{PageDown}');
      await waitFor(() => expect(cardAt(lastDrawn + 1)).toHaveFocus());
      expect(window.scrollY).toBeGreaterThan(0);
      await user.keyboard('{PageDown}');
      await waitFor(() => expect(cardAt(lastDrawn + 2)).toHaveFocus());
    });

    it('leaves the feed with Ctrl+End and Ctrl+Home', async () => {
      answerFeedOf(1);
      renderWithFeed(
        <>
          <button type="button">Before the feed</button>
          <FeedPage />
          <button type="button">After the feed</button>
        </>,
      );
      const [first] = await screen.findAllByRole('article');
      // jsdom lays nothing out: every element counts as shown.
      jest.spyOn(Element.prototype, 'getClientRects').mockReturnValue([DOMRect.fromRect()] as unknown as DOMRectList);
      act(() => first!.focus());
      fireEvent.keyDown(first!, { key: 'End', ctrlKey: true });
      expect(screen.getByRole('button', { name: 'After the feed' })).toHaveFocus();
      act(() => within(first!).getAllByRole('button')[0]!.focus());
      fireEvent.keyDown(document.activeElement!, { key: 'Home', ctrlKey: true });
      expect(screen.getByRole('button', { name: 'Before the feed' })).toHaveFocus();
    });
  });
});
