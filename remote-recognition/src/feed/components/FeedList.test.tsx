import { act, screen, waitFor, within } from '@testing-library/react';
import type { RequestOptions } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { FeedPage } from '../../pages/FeedPage';
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

const drawnIds = () =>
  within(screen.getByRole('feed'))
    .getAllByRole('article')
    .map((card) => Number(card.getAttribute('data-bonus-id')));

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
});
