import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';
import { bonus, feedPage } from '../feed/testing/bonuses';
import { currentPath, renderWithFeed } from '../feed/testing/render-feed';
import { answerDeletes, answerGets, httpError } from '../feed/testing/v2-api';
import { BookmarksPage } from './BookmarksPage';

const renderBookmarks = () => renderWithFeed(<BookmarksPage />, { url: '/bookmark', path: '/bookmark' });

describe('BookmarksPage', () => {
  beforeAll(installNoopResizeObserver);
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('lists the bookmarked recognitions as the feed draws them, each one’s bookmark pressed', async () => {
    const get = answerGets(() => feedPage([bonus(7, { bookmarked: true }), bonus(3, { bookmarked: true })]));
    renderBookmarks();

    expect(screen.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeInTheDocument();
    const feed = await screen.findByRole('feed', { name: 'Bookmarks' });
    const cards = await within(feed).findAllByRole('article');
    expect(cards.map((card) => card.dataset.bonusId)).toEqual(['7', '3']);
    for (const card of cards) {
      expect(within(card).getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(get).toHaveBeenCalledWith('bookmarks', { params: { page: 1, per_page: 20 } });
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
  });

  it('loads the next page of bookmarks when the reader nears the end', async () => {
    const get = answerGets((_path, options) =>
      options?.params?.page === 1
        ? feedPage([bonus(9, { bookmarked: true })], 1, 2, 1)
        : feedPage([bonus(2, { bookmarked: true })], 2, 2, 1),
    );
    renderBookmarks();
    const feed = await screen.findByRole('feed', { name: 'Bookmarks' });
    await screen.findByText('You are all caught up.');
    expect(
      within(feed)
        .getAllByRole('article')
        .map((card) => card.dataset.bonusId),
    ).toEqual(['9', '2']);
    expect(get).toHaveBeenCalledWith('bookmarks', { params: { page: 2, per_page: 20 } });
  });

  it('keeps a removed bookmark on the page, unpressed, so it can be bookmarked again', async () => {
    answerGets(() => feedPage([bonus(7, { bookmarked: true })]));
    const remove = answerDeletes(() => undefined);
    const put = jest.spyOn(v2Client, 'put').mockResolvedValue({ result: { bonus_id: 7, bookmarked: true } });
    const { user } = renderBookmarks();
    const card = await screen.findByRole('article');

    await user.click(within(card).getByRole('button', { name: 'Remove bookmark' }));
    expect(remove).toHaveBeenCalledWith('bonuses/7/bookmark');
    expect(within(card).getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(card).getByRole('button', { name: 'Bookmark' }));
    expect(put).toHaveBeenCalledWith('bonuses/7/bookmark');
  });

  it('explains how to bookmark when there is nothing yet, and leads to the feed', async () => {
    answerGets(() => feedPage([]));
    const { user } = renderBookmarks();

    expect(await screen.findByRole('heading', { name: 'No bookmarks yet' })).toBeInTheDocument();
    expect(screen.getByText(/Select the bookmark button on a recognition/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the recognition feed' }));
    expect(currentPath()).toBe('/');
  });

  it('says why the bookmarks could not load and reads them again on retry', async () => {
    let fail = true;
    answerGets(() => {
      if (fail) throw httpError(500);
      return feedPage([bonus(4, { bookmarked: true })]);
    });
    const { user } = renderBookmarks();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your bookmarks');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toHaveAttribute('data-bonus-id', '4');
  });
});
