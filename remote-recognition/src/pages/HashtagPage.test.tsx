import { screen, waitFor, within } from '@testing-library/react';
import type { InitGiveRecognitionDetail } from '@laurel/shared/recognition';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { HashtagPage } from './HashtagPage';
import { bonus, feedPage } from '../feed/testing/bonuses';
import { currentPath, renderWithFeed } from '../feed/testing/render-feed';
import { answerGets, httpError } from '../feed/testing/v2-api';
import { ownItSummary } from '../people/testing/people-fixtures';

const PATH = '/company/hashtags/:tag';

function answerHashtag(summary = ownItSummary()) {
  return answerGets((path, options) => {
    if (path === 'hashtags/ownit') return { result: summary };
    const params = options?.params as Record<string, unknown>;
    if (path === 'bonus_feeds' && params.hashtag === summary.hashtag) return feedPage([bonus(4), bonus(3)]);
    throw httpError(500);
  });
}

describe('HashtagPage', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three')));
  afterEach(() => jest.restoreAllMocks());

  it('shows the value, what it means, and the recognitions carrying it in the company’s spelling', async () => {
    const get = answerHashtag();
    renderWithFeed(<HashtagPage />, { url: '/company/hashtags/ownit', path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: '#OwnIt' })).toBeInTheDocument();
    expect(screen.getByText('We take responsibility from start to finish.')).toBeInTheDocument();
    expect(screen.getByText('A company value')).toBeInTheDocument();
    expect(screen.getByText('31 recognitions carry it')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Recognitions for #OwnIt' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('bonus_feeds', { params: { hashtag: 'OwnIt', page: 1, per_page: 10 } });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says when a hashtag is not one of the company values', async () => {
    answerHashtag(ownItSummary({ description: null, is_company_value: false, recognitions_count: 1 }));
    renderWithFeed(<HashtagPage />, { url: '/company/hashtags/ownit', path: PATH });
    expect(await screen.findByText(/it is not one of the company values/)).toBeInTheDocument();
    expect(screen.getByText('1 recognition carries it')).toBeInTheDocument();
  });

  it('opens the give-recognition modal with the hashtag written', async () => {
    answerHashtag();
    const opened: (InitGiveRecognitionDetail | undefined)[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent<InitGiveRecognitionDetail>).detail);
    window.addEventListener('init-give-recognition', listener);
    const { user } = renderWithFeed(<HashtagPage />, { url: '/company/hashtags/ownit', path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Recognize someone for #OwnIt' }));
    window.removeEventListener('init-give-recognition', listener);
    expect(opened).toEqual([{ text: '#OwnIt ' }]);
  });

  it('offers no give button to a reader who cannot give', async () => {
    signInForTests(subjectFor('tier_three', { can_give: false }));
    answerHashtag();
    renderWithFeed(<HashtagPage />, { url: '/company/hashtags/ownit', path: PATH });
    await screen.findByRole('heading', { level: 1, name: '#OwnIt' });
    expect(screen.queryByRole('button', { name: /Recognize/ })).not.toBeInTheDocument();
  });

  it('sends an unknown hashtag to the not-found page', async () => {
    answerGets(() => {
      throw httpError(404, { error: 'not_found', message: 'Not found' });
    });
    renderWithFeed(<HashtagPage />, { url: '/company/hashtags/nope', path: PATH });
    await waitFor(() => expect(currentPath()).toBe('/404'));
  });
});
