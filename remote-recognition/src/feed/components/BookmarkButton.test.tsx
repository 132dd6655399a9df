import { act, screen, waitFor, within } from '@testing-library/react';
import { useToastStore, v2Client } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';
import { FeedPage } from '../../pages/FeedPage';
import { BonusPage } from '../../pages/BonusPage';
import { bonus, feedPage } from '../testing/bonuses';
import { renderWithFeed } from '../testing/render-feed';
import { answerDeletes, answerGets, deferred, httpError } from '../testing/v2-api';

jest.mock('../../composer/components/Composer', () => jest.requireActual('../../composer/testing/composer-stand-in'));

const toasts = () => useToastStore.getState().toasts.map(({ message, status }) => ({ message, status }));
const answerPuts = (answer: () => unknown) =>
  jest.spyOn(v2Client, 'put').mockImplementation((async () => answer()) as typeof v2Client.put);

async function renderCard(bookmarked?: boolean) {
  answerGets(() => feedPage([bonus(5, bookmarked === undefined ? {} : { bookmarked })]));
  const rendered = renderWithFeed(<FeedPage />);
  return { ...rendered, card: await screen.findByRole('article') };
}

describe('BookmarkButton', () => {
  beforeAll(installNoopResizeObserver);
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('bookmarks at once and keeps it when the server agrees', async () => {
    const answer = deferred<unknown>();
    const put = answerPuts(() => answer.promise);
    const { user, card } = await renderCard();

    const button = within(card).getByRole('button', { name: 'Bookmark' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(within(card).getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
    expect(put).toHaveBeenCalledWith('bonuses/5/bookmark');

    await act(async () => answer.resolve({ result: { bonus_id: 5, bookmarked: true } }));
    expect(within(card).getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
    expect(toasts()).toEqual([]);
  });

  it('takes the bookmark back and says so when the server refuses', async () => {
    answerPuts(() => {
      throw httpError(500);
    });
    const { user, card } = await renderCard(false);

    await user.click(within(card).getByRole('button', { name: 'Bookmark' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(toasts()).toEqual([{ message: 'The recognition could not be bookmarked. Try again.', status: 'error' }]);
  });

  it('removes a bookmark, and brings it back if the server refuses', async () => {
    const remove = answerDeletes(() => {
      throw httpError(404);
    });
    const { user, card } = await renderCard(true);

    await user.click(within(card).getByRole('button', { name: 'Remove bookmark' }));
    expect(remove).toHaveBeenCalledWith('bonuses/5/bookmark');
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(toasts()).toEqual([{ message: 'The bookmark could not be removed. Try again.', status: 'error' }]);
  });

  it('is pressed with the keyboard', async () => {
    const put = answerPuts(() => ({ result: { bonus_id: 5, bookmarked: true } }));
    const { user, card } = await renderCard(false);
    within(card).getByRole('button', { name: 'Bookmark' }).focus();
    await user.keyboard('{Enter}');
    expect(put).toHaveBeenCalledTimes(1);
    expect(within(card).getByRole('button', { name: 'Remove bookmark' })).toHaveFocus();
  });

  it('bookmarks from the recognition’s own page, and the feed behind it shows it too', async () => {
    const shown = bonus(5, { bookmarked: false });
    answerGets((path) => {
      if (path === 'bonus_feeds') return feedPage([shown, bonus(4)]);
      if (path === 'bonuses/5') return { result: shown };
      if (path === 'bonuses/5/comments') return { result: [] };
      throw httpError(404);
    });
    answerPuts(() => ({ result: { bonus_id: 5, bookmarked: true } }));
    const { user } = renderWithFeed(<BonusPage />, { url: '/bonuses/5', path: '/bonuses/:id' });

    const dialog = await screen.findByRole('dialog', { name: 'Recognition from Emma Employee' });
    const detail = await within(dialog).findByRole('article');
    await user.click(within(detail).getByRole('button', { name: 'Bookmark' }));
    expect(within(detail).getByRole('button', { name: 'Remove bookmark' })).toHaveAttribute('aria-pressed', 'true');
    const feedCard = document.querySelector<HTMLElement>('[role="feed"] article[data-bonus-id="5"]')!;
    await waitFor(() =>
      expect(feedCard.querySelector('button[aria-pressed="true"][aria-label="Remove bookmark"]')).not.toBeNull(),
    );
  });
});
