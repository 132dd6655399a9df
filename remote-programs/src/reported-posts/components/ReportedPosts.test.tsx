import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, v2Client } from '@laurel/shared';
import type { ReportedPostView } from '@laurel/shared/contract';
import { signInForTests, subjectFor } from '@laurel/shared/testing/profiles';
import { ReportedPostsPage } from '../../pages/ReportedPostsPage';
import { renderPage } from '../../testing/render-page';

const POST: ReportedPostView = {
  id: 4,
  post_type: 'bonus',
  post_id: 90,
  bonus_id: 90,
  text: '<img src=x onerror=alert(1)> you are useless',
  author: { id: 8, display_name: 'Mateo Manager' },
  status: 'open',
  reports: [
    { reporter: { id: 3, display_name: 'Emma Employee' }, reason: 'Insulting', created_at: '2026-11-21T09:00:00.000Z' },
  ],
  resolved_by: null,
  resolved_at: null,
};

const render = (url = '/admin/programs/reported-posts') =>
  renderPage(<ReportedPostsPage />, { url, path: '/admin/programs/reported-posts' });

describe('ReportedPosts', () => {
  beforeEach(() => signInForTests(subjectFor('tier_three', { admin: true, global_admin: true })));
  afterEach(() => jest.restoreAllMocks());

  it('shows each open post as text with its reports, and hides it on request', async () => {
    const get = jest
      .spyOn(v2Client, 'get')
      .mockResolvedValueOnce({ result: [POST] })
      .mockResolvedValue({ result: [] });
    const patch = jest.spyOn(v2Client, 'patch').mockResolvedValue({ result: { ...POST, status: 'hidden' } });
    render();
    const card = await screen.findByRole('listitem', { name: 'Recognition by Mateo Manager' });
    expect(within(card).getByText('<img src=x onerror=alert(1)> you are useless')).toBeVisible();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('Insulting')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Open the recognition' })).toHaveAttribute('href', '/bonuses/90');
    expect(get).toHaveBeenCalledWith('admin/reported_posts?view=open');

    await userEvent.click(within(card).getByRole('button', { name: 'Hide post: Recognition by Mateo Manager' }));
    expect(patch).toHaveBeenCalledWith('admin/reported_posts/4', { status: 'hidden' });
    expect(await screen.findByText('The post is hidden from the feed.')).toBeVisible();
    await waitFor(() => expect(screen.getByText('No post is waiting for a decision.')).toBeVisible());
  });

  it('lists resolved posts with who decided, and offers to restore a hidden one', async () => {
    const hidden = {
      ...POST,
      status: 'hidden' as const,
      resolved_by: { id: 1, display_name: 'Gloria Global' },
      resolved_at: '2026-11-22T09:00:00.000Z',
    };
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: [hidden] });
    render('/admin/programs/reported-posts?view=resolved');
    const card = await screen.findByRole('listitem', { name: 'Recognition by Mateo Manager' });
    expect(within(card).getByText(/Hidden by Gloria Global/)).toBeVisible();
    expect(within(card).getByRole('button', { name: /Restore post/ })).toBeVisible();
    expect(within(card).queryByRole('button', { name: /Hide post/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resolved' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the list could not be loaded', async () => {
    jest.spyOn(v2Client, 'get').mockRejectedValue(new HttpError(500));
    render();
    expect(await screen.findByText('The reported posts could not be loaded')).toBeVisible();
  });
});
