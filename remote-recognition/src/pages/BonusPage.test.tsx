import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { bonus, comment, EMMA, feedPage } from '../feed/testing/bonuses';
import { currentPath, renderWithFeed } from '../feed/testing/render-feed';
import { answerGets, answerPosts, httpError } from '../feed/testing/v2-api';
import { BonusPage } from './BonusPage';
import { FeedPage } from './FeedPage';

jest.mock('../composer/components/Composer', () => jest.requireActual('../composer/testing/composer-stand-in'));

const renderBonusPage = (id: string | number) =>
  renderWithFeed(<BonusPage />, { url: `/bonuses/${id}`, path: '/bonuses/:id' });

const feedCard = (id: number) => document.querySelector(`[role="feed"] article[data-bonus-id="${id}"]`);

describe('BonusPage', () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('opens the recognition over the feed with its comments, oldest first', async () => {
    const shown = bonus(5, { comments_count: 2 });
    answerGets((path) => {
      if (path === 'bonus_feeds') return feedPage([shown, bonus(4)]);
      if (path === 'bonuses/5') return { result: shown };
      if (path === 'bonuses/5/comments') {
        return { result: [comment(1, 5, 'Great job @emma-employee'), comment(2, 5, 'Agreed :clap:', EMMA)] };
      }
      throw httpError(404);
    });
    renderBonusPage(5);

    const dialog = await screen.findByRole('dialog', { name: 'Recognition from Emma Employee' });
    expect(await within(dialog).findByRole('article')).toHaveAttribute('data-bonus-id', '5');
    const comments = await within(dialog).findAllByRole('listitem');
    expect(comments[0]).toHaveTextContent('Mateo Manager');
    expect(within(comments[0]!).getByRole('link', { name: '@emma-employee' })).toHaveAttribute(
      'href',
      '/company/users/emma-employee',
    );
    expect(comments[1]).toHaveTextContent('Agreed 👏');
    expect(comments[1]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-21T09:00:00.000Z');
    expect(feedCard(4)).toBeInTheDocument();
  });

  it('shows a new comment at once and counts it on the recognition, in the dialog and the feed', async () => {
    const shown = bonus(5, { comments_count: 0 });
    answerGets((path) => {
      if (path === 'bonus_feeds') return feedPage([shown]);
      if (path === 'bonuses/5') return { result: shown };
      return { result: [] };
    });
    answerPosts(() => ({ result: comment(9, 5, 'Thank you!', EMMA) }));
    const { user } = renderBonusPage(5);
    const dialog = await screen.findByRole('dialog', { name: 'Recognition from Emma Employee' });
    expect(await within(dialog).findByText('No comments yet.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '0 comments' }));
    expect(within(dialog).getByRole('textbox', { name: 'Add a comment' })).toHaveFocus();
    await user.keyboard('Thank you!');
    await user.click(within(dialog).getByRole('button', { name: 'Post comment' }));

    expect(await within(dialog).findByRole('listitem')).toHaveTextContent('Thank you!');
    expect(within(dialog).getByRole('button', { name: '1 comment' })).toBeInTheDocument();
    expect(feedCard(5)).toHaveTextContent('1 comment');
  });

  it('says a recognition the reader may not see does not exist', async () => {
    answerGets((path) => {
      if (path === 'bonus_feeds') return feedPage([bonus(4)]);
      throw httpError(404, { error: 'not_found', message: 'This recognition does not exist' });
    });
    renderBonusPage(77);
    const dialog = await screen.findByRole('dialog', { name: 'Recognition not found' });
    expect(
      await within(dialog).findByText('This recognition does not exist or is not visible to you.'),
    ).toBeInTheDocument();
  });

  it('says the same of an address that cannot name a recognition, without asking', async () => {
    const get = answerGets(() => feedPage([]));
    renderBonusPage('latest');
    expect(await screen.findByRole('dialog', { name: 'Recognition not found' })).toHaveTextContent(
      'This recognition does not exist or is not visible to you.',
    );
    expect(get).not.toHaveBeenCalledWith('bonuses/latest');
  });

  it('goes back to the feed when closed', async () => {
    const shown = bonus(5);
    answerGets((path) => (path === 'bonus_feeds' ? feedPage([shown]) : { result: path === 'bonuses/5' ? shown : [] }));
    const { user } = renderBonusPage(5);
    const dialog = await screen.findByRole('dialog', { name: 'Recognition from Emma Employee' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(currentPath()).toBe('/');
  });

  it('gives the focus back to the card’s comment link when a recognition opened from it closes', async () => {
    const shown = bonus(5, { comments_count: 2 });
    answerGets((path) =>
      path === 'bonus_feeds' ? feedPage([bonus(6), shown]) : { result: path === 'bonuses/5' ? shown : [] },
    );
    const { user } = renderWithFeed(
      <Routes>
        <Route path="/" element={<FeedPage />} />
        <Route path="/bonuses/:id" element={<BonusPage />} />
      </Routes>,
      { path: '/*' },
    );
    const commentsLink = () => within(feedCard(5) as HTMLElement).getByRole('link', { name: '2 comments' });
    await waitFor(() => expect(feedCard(5)).toBeInTheDocument());
    act(() => commentsLink().focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Recognition from Emma Employee' })).toBeInTheDocument();
    expect(currentPath()).toBe('/bonuses/5');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentPath()).toBe('/'));
    await waitFor(() => expect(commentsLink()).toHaveFocus());
  });
});
