import { act, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@laurel/shared';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';
import { FeedPage } from '../../pages/FeedPage';
import { bonus, feedPage } from '../testing/bonuses';
import { renderWithFeed } from '../testing/render-feed';
import { answerDeletes, answerGets, answerPosts, deferred, httpError } from '../testing/v2-api';

const toasts = () => useToastStore.getState().toasts.map(({ message, status }) => ({ message, status }));

async function renderCard(reaction_counts: Record<string, number>, my_reactions: string[]) {
  answerGets(() => feedPage([bonus(5, { reaction_counts, my_reactions })]));
  const rendered = renderWithFeed(<FeedPage />);
  const card = await screen.findByRole('article');
  return { ...rendered, reactions: within(card).getByRole('group', { name: 'Reactions' }) };
}

describe('ReactionBar', () => {
  beforeAll(installNoopResizeObserver);
  beforeEach(() => {
    signInForTests();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('counts the reader’s reaction at once and keeps it when the server agrees', async () => {
    const answer = deferred<unknown>();
    const post = answerPosts(() => answer.promise);
    const { user, reactions } = await renderCard({ '👍': 1 }, []);

    await user.click(within(reactions).getByRole('button', { name: '👍 1 reaction' }));
    expect(within(reactions).getByRole('button', { name: '👍 2 reactions' })).toHaveAttribute('aria-pressed', 'true');
    expect(post).toHaveBeenCalledWith('bonuses/5/reactions', { emoji: '👍' });

    await act(async () => answer.resolve({ result: {} }));
    expect(within(reactions).getByRole('button', { name: '👍 2 reactions' })).toHaveAttribute('aria-pressed', 'true');
    expect(toasts()).toEqual([]);
  });

  it('puts the reaction back and says so when the server refuses', async () => {
    const answer = deferred<unknown>();
    answerPosts(() => answer.promise);
    const { user, reactions } = await renderCard({ '👍': 1 }, []);

    await user.click(within(reactions).getByRole('button', { name: '👍 1 reaction' }));
    expect(within(reactions).getByRole('button', { name: '👍 2 reactions' })).toBeInTheDocument();

    await act(async () => answer.reject(httpError(500)));
    await waitFor(() =>
      expect(within(reactions).getByRole('button', { name: '👍 1 reaction' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(toasts()).toEqual([{ message: 'Your reaction could not be saved. Try again.', status: 'error' }]);
  });

  it('removes the reader’s own reaction, and brings it back if the server refuses', async () => {
    const remove = answerDeletes(() => {
      throw httpError(404);
    });
    const { user, reactions } = await renderCard({ '❤️': 1 }, ['❤️']);

    await user.click(within(reactions).getByRole('button', { name: '❤️ 1 reaction' }));
    expect(remove).toHaveBeenCalledWith(`bonuses/5/reactions/${encodeURIComponent('❤️')}`);
    await waitFor(() =>
      expect(within(reactions).getByRole('button', { name: '❤️ 1 reaction' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(toasts()).toEqual([{ message: 'Your reaction could not be removed. Try again.', status: 'error' }]);
  });

  it('reacts with an emoji picked from the add-reaction menu', async () => {
    const post = answerPosts(() => ({ result: {} }));
    const { user, reactions } = await renderCard({}, []);

    // The picker's code loads on the first click, and its button takes the plain one's place.
    const trigger = () => within(reactions).getByRole('button', { name: 'Add a reaction' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger());
    const picker = await screen.findByRole('group', { name: 'Pick a reaction' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(within(picker).getAllByRole('button')).toHaveLength(6);
    await user.click(within(picker).getByRole('button', { name: 'React with 🎉' }));

    expect(post).toHaveBeenCalledWith('bonuses/5/reactions', { emoji: '🎉' });
    expect(within(reactions).getByRole('button', { name: '🎉 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('group', { name: 'Pick a reaction' })).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();

    await user.click(trigger());
    expect(screen.getByRole('group', { name: 'Pick a reaction' })).toBeInTheDocument();
  });

  it('closes the add-reaction menu with Escape', async () => {
    const { user, reactions } = await renderCard({}, []);
    const trigger = () => within(reactions).getByRole('button', { name: 'Add a reaction' });
    await user.click(trigger());
    await screen.findByRole('group', { name: 'Pick a reaction' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Pick a reaction' })).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
  });
});
