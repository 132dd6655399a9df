import { screen, waitFor, within } from '@testing-library/react';
import type { InitGiveRecognitionDetail } from '@laurel/shared/recognition';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { UserProfilePage } from './UserProfilePage';
import { bonus, feedPage, person } from '../feed/testing/bonuses';
import { currentPath, renderWithFeed } from '../feed/testing/render-feed';
import { answerGets, httpError } from '../feed/testing/v2-api';
import { mateoProfile } from '../people/testing/people-fixtures';

const PROFILE_URL = '/company/users/mateo-manager-2';
const PATH = '/company/users/:id';
const given = bonus(8, { giver: person(2, 'Mateo Manager'), receivers: [person(5, 'Bo Builder')] });

function answerProfile(profile = mateoProfile()) {
  return answerGets((path, options) => {
    if (path === 'user_profiles/mateo-manager-2') return { result: profile };
    const params = options?.params as Record<string, unknown>;
    if (path === 'bonus_feeds' && params.receiver_id === 2)
      return feedPage([bonus(7), bonus(6)], Number(params.page), 3);
    if (path === 'bonus_feeds' && params.giver_id === 2) return feedPage([given]);
    throw httpError(500);
  });
}

describe('UserProfilePage', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three')));
  afterEach(() => jest.restoreAllMocks());

  it('shows who the person is, their counts and top values, and what they received as feed cards', async () => {
    const get = answerProfile();
    renderWithFeed(<UserProfilePage />, { url: PROFILE_URL, path: PATH });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mateo Manager' })).toBeInTheDocument();
    expect(screen.getByText('Engineering manager · Engineering · Lisbon')).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Recognition counts' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12 recognitions received', '3 recognitions given']);
    expect(screen.getByRole('link', { name: '#OwnIt 7 recognitions' })).toHaveAttribute(
      'href',
      '/company/hashtags/OwnIt',
    );
    expect(screen.getByRole('tab', { name: 'Received (12)' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Received (12)' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('bonus_feeds', { params: { receiver_id: 2, page: 1, per_page: 10 } });
  });

  it('moves between received and given with the arrow keys, and pages through a list', async () => {
    const get = answerProfile();
    const { user } = renderWithFeed(<UserProfilePage />, { url: PROFILE_URL, path: PATH });
    await screen.findByRole('list', { name: 'Received (12)' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('bonus_feeds', { params: { receiver_id: 2, page: 2, per_page: 10 } }),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    screen.getByRole('tab', { name: 'Received (12)' }).focus();
    await user.keyboard('{ArrowRight}');
    const givenTab = screen.getByRole('tab', { name: 'Given (3)' });
    expect(givenTab).toHaveFocus();
    expect(givenTab).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Given (3)' });
    expect(within(list).getByRole('article', { name: 'Mateo Manager recognized Bo Builder' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('bonus_feeds', { params: { giver_id: 2, page: 1, per_page: 10 } });
  });

  it('opens the give-recognition modal with the person already chosen', async () => {
    answerProfile();
    const opened: (InitGiveRecognitionDetail | undefined)[] = [];
    const listener = (event: Event) => opened.push((event as CustomEvent<InitGiveRecognitionDetail>).detail);
    window.addEventListener('init-give-recognition', listener);
    const { user } = renderWithFeed(<UserProfilePage />, { url: PROFILE_URL, path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Recognize Mateo Manager' }));
    window.removeEventListener('init-give-recognition', listener);
    expect(opened).toEqual([{ recipientId: 2 }]);
  });

  it('links to the printable recap only for a reader who may open it', async () => {
    answerProfile(mateoProfile({ can_view_recap: true }));
    const { unmount } = renderWithFeed(<UserProfilePage />, { url: PROFILE_URL, path: PATH });
    expect(await screen.findByRole('link', { name: 'Recognition recap' })).toHaveAttribute('href', '/p/recap/2');
    unmount();
    answerProfile(mateoProfile({ can_view_recap: false }));
    renderWithFeed(<UserProfilePage />, { url: PROFILE_URL, path: PATH });
    await screen.findByRole('heading', { level: 1, name: 'Mateo Manager' });
    expect(screen.queryByRole('link', { name: 'Recognition recap' })).not.toBeInTheDocument();
  });

  it('offers no give button for someone who cannot be recognised', async () => {
    answerProfile(mateoProfile({ can_receive: false }));
    renderWithFeed(<UserProfilePage />, { url: PROFILE_URL, path: PATH });
    await screen.findByRole('heading', { level: 1, name: 'Mateo Manager' });
    expect(screen.queryByRole('button', { name: /Recognize/ })).not.toBeInTheDocument();
  });

  it('sends someone who is not a colleague to the not-found page', async () => {
    answerGets(() => {
      throw httpError(404, { error: 'not_found', message: 'Not found' });
    });
    renderWithFeed(<UserProfilePage />, { url: PROFILE_URL, path: PATH });
    await waitFor(() => expect(currentPath()).toBe('/404'));
  });

  it('says why the profile did not load and offers to try again', async () => {
    answerGets(() => {
      throw httpError(500);
    });
    renderWithFeed(<UserProfilePage />, { url: PROFILE_URL, path: PATH });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this profile');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
