import { act, screen, waitFor, within } from '@testing-library/react';
import {
  BONUS_CREATED_EVENT,
  INIT_GIVE_RECOGNITION_EVENT,
  type BonusCreatedDetail,
  type InitGiveRecognitionDetail,
} from '@laurel/shared/recognition';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { FeedPage } from '../../pages/FeedPage';
import { bonus, feedPage, person } from '../testing/bonuses';
import { renderWithFeed } from '../testing/render-feed';
import { answerGets, deferred, httpError } from '../testing/v2-api';

const feed = () => screen.getByRole('feed', { name: 'Recognition feed' });
const cardIds = () =>
  within(feed())
    .getAllByRole('article')
    .map((card) => card.getAttribute('data-bonus-id'));

function listenFor<Detail>(type: string) {
  const heard: Detail[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent<Detail>).detail);
  window.addEventListener(type, listener);
  return { heard, stop: () => window.removeEventListener(type, listener) };
}

describe('RecognitionFeed', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three')));
  afterEach(() => jest.restoreAllMocks());

  it('shows each recognition as a card: people, points, marked text, picture, reactions and comments', async () => {
    const cake = { category: 'image' as const, url: '/cake.png', alt_text: 'A birthday cake' };
    const shown = bonus(2, {
      giver: person(3, 'Ana Admin'),
      receivers: [person(2, 'Mateo Manager'), person(4, 'Bo Builder')],
      reason: '+25 @mateo-manager and @bo-builder shipped it :tada: #teamwork',
      amount: 25,
      attachments: [cake],
      reaction_counts: { '👍': 3, '🎉': 1 },
      my_reactions: ['🎉'],
      comments_count: 2,
    });
    const get = answerGets(() => feedPage([shown, bonus(1)]));
    renderWithFeed(<FeedPage />);

    const card = await screen.findByRole('article', { name: 'Ana Admin recognized Mateo Manager and Bo Builder' });
    expect(get).toHaveBeenCalledWith('bonus_feeds', { params: { page: 1, per_page: 20 } });
    expect(card).toHaveAttribute('data-bonus-id', '2');
    expect(card).toHaveAttribute('aria-posinset', '1');
    expect(within(card).getByText('25 points')).toBeInTheDocument();
    // Names and tags lead to the person's and the hashtag's page.
    expect(within(card).getByRole('link', { name: '@Mateo Manager' })).toHaveAttribute(
      'href',
      '/company/users/mateo-manager',
    );
    expect(within(card).getByRole('link', { name: '#teamwork' })).toHaveAttribute('href', '/company/hashtags/teamwork');
    expect(card).toHaveTextContent('shipped it 🎉');
    const image = within(card).getByRole('img', { name: 'A birthday cake' });
    expect(image).toHaveAttribute('src', '/cake.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByRole('button', { name: '👍 3 reactions' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByRole('button', { name: '🎉 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('link', { name: '2 comments' })).toHaveAttribute('href', '/bonuses/2');
    expect(within(card).getByRole('list', { name: 'Recognized' })).toBeInTheDocument();
    const time = card.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-11-20T10:00:00.000Z');
    expect(time?.getAttribute('title')).toContain('November 20, 2026');
    expect(cardIds()).toEqual(['2', '1']);
    expect(feed()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('You are all caught up.');
  });

  it('is busy with placeholder cards until the first page arrives', async () => {
    const page = deferred<unknown>();
    answerGets(() => page.promise);
    renderWithFeed(<FeedPage />);
    expect(feed()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading recognitions…');
    await act(async () => page.resolve(feedPage([bonus(1)])));
    expect(await within(feed()).findByRole('article')).toBeInTheDocument();
    expect(feed()).toHaveAttribute('aria-busy', 'false');
  });

  it('invites the reader to give the first recognition when there is none', async () => {
    answerGets(() => feedPage([]));
    const { user } = renderWithFeed(<FeedPage />);
    expect(await screen.findByRole('heading', { name: 'No recognitions yet' })).toBeInTheDocument();
    const opened = listenFor<InitGiveRecognitionDetail>(INIT_GIVE_RECOGNITION_EVENT);
    await user.click(screen.getByRole('button', { name: 'Give the first recognition' }));
    opened.stop();
    expect(opened.heard).toEqual([{}]);
  });

  it('only tells a reader who may not give that recognition will show here', async () => {
    signInForTests(subjectFor('tier_three', { can_give: false }));
    answerGets(() => feedPage([]));
    renderWithFeed(<FeedPage />);
    expect(await screen.findByText('Recognitions your colleagues give will show here.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why the feed could not load and loads it again on retry', async () => {
    const get = answerGets(() => {
      throw httpError(500);
    });
    const { user } = renderWithFeed(<FeedPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the recognition feed');
    expect(alert).toHaveTextContent('Something went wrong on our side. Try again in a moment.');

    get.mockImplementation(async () => feedPage([bonus(1)]) as never);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toHaveAttribute('data-bonus-id', '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a recognition just given on top at once, then reloads the feed behind it', async () => {
    const get = answerGets(() => feedPage([bonus(1)]));
    renderWithFeed(<FeedPage />);
    await screen.findByRole('article');

    const reload = deferred<unknown>();
    get.mockImplementation(() => reload.promise as never);
    const given = bonus(7, { reason: 'Thanks for the demo', reaction_counts: undefined, comments_count: undefined });
    act(() => {
      window.dispatchEvent(
        new CustomEvent<BonusCreatedDetail>(BONUS_CREATED_EVENT, { detail: { bonus: given, totalAmount: 10 } }),
      );
    });
    await waitFor(() => expect(cardIds()).toEqual(['7', '1']));
    expect(within(feed()).getAllByRole('link', { name: '0 comments' })).toHaveLength(2);
    expect(get).toHaveBeenLastCalledWith('bonus_feeds', { params: { page: 1, per_page: 20 } });

    await act(async () => reload.resolve(feedPage([bonus(7, { comments_count: 3 }), bonus(1)])));
    expect(await screen.findByRole('link', { name: '3 comments' })).toBeInTheDocument();
    expect(cardIds()).toEqual(['7', '1']);
  });

  it('ignores a bonus-created event without a recognition', async () => {
    const get = answerGets(() => feedPage([bonus(1)]));
    renderWithFeed(<FeedPage />);
    await screen.findByRole('article');
    act(() => {
      window.dispatchEvent(new CustomEvent(BONUS_CREATED_EVENT, { detail: { totalAmount: 10 } }));
    });
    expect(cardIds()).toEqual(['1']);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('opens the give modal as an add-on to a recognition', async () => {
    const shown = bonus(4);
    answerGets(() => feedPage([shown]));
    const { user } = renderWithFeed(<FeedPage />);
    const card = await screen.findByRole('article');
    const opened = listenFor<InitGiveRecognitionDetail>(INIT_GIVE_RECOGNITION_EVENT);
    await user.click(within(card).getByRole('button', { name: '+1 Add on' }));
    opened.stop();
    expect(opened.heard).toEqual([{ parentBonus: shown }]);
  });

  it('offers no add-on to a reader who may not give recognition', async () => {
    signInForTests(subjectFor('tier_three', { can_give: false }));
    answerGets(() => feedPage([bonus(4)]));
    renderWithFeed(<FeedPage />);
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: /Add on/ })).not.toBeInTheDocument();
  });
});
