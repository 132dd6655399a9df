import { screen, within } from '@testing-library/react';
import { v2Client } from '@laurel/shared';
import { apiErrorText, type UserSync } from '@laurel/shared/contract';
import { renderRouted } from '@laurel/shared/testing/render-routed';
import { i18n } from '../i18n';
import { UserSyncPage } from './UserSyncPage';

const NOT_CONNECTED: UserSync = { feedUrl: null, enabled: false, nextRunAt: null, runs: [] };
const FEED = 'https://hr.example.com/people.csv';

const renderPage = () =>
  renderRouted(i18n, <UserSyncPage />, { url: '/admin/users/integration', path: '/admin/users/integration' });

describe('UserSyncPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('checks the address before saving, saves it and then offers to sync now', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: NOT_CONNECTED });
    const put = jest.spyOn(v2Client, 'put').mockResolvedValue({
      result: { ...NOT_CONNECTED, feedUrl: FEED, enabled: true, nextRunAt: '2026-11-25T03:00:00.000Z' },
    });
    const { user } = renderPage();

    expect(await screen.findByRole('button', { name: 'Sync now' })).toBeDisabled();
    await user.type(screen.getByLabelText('Address of your people CSV'), 'ftp://hr');
    await user.click(screen.getByRole('button', { name: 'Save feed' }));
    expect(screen.getByLabelText('Address of your people CSV')).toHaveAccessibleDescription(
      expect.stringContaining(apiErrorText('user_sync_url_invalid')),
    );
    expect(put).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Address of your people CSV'));
    await user.type(screen.getByLabelText('Address of your people CSV'), FEED);
    await user.click(screen.getByRole('button', { name: 'Save feed' }));

    expect(put).toHaveBeenCalledWith('admin/user_sync', { feedUrl: FEED, enabled: true });
    expect(await screen.findByText('Feed saved')).toBeInTheDocument();
    expect(screen.getByText(/Next read:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  });

  it('syncs now and shows what the run imported, with a link to the import', async () => {
    jest.spyOn(v2Client, 'get').mockResolvedValue({ result: { ...NOT_CONNECTED, feedUrl: FEED } });
    const post = jest.spyOn(v2Client, 'post').mockResolvedValue({
      result: {
        ...NOT_CONNECTED,
        feedUrl: FEED,
        runs: [
          {
            at: '2026-11-24T03:00:00.000Z',
            status: 'succeeded',
            importId: 4,
            created: 2,
            updated: 1,
            skipped: 1,
            error: null,
          },
          {
            at: '2026-11-23T03:00:00.000Z',
            status: 'failed',
            importId: null,
            created: 0,
            updated: 0,
            skipped: 0,
            error: 'HTTP 503',
          },
        ],
      },
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Sync now' }));

    expect(post).toHaveBeenCalledWith('admin/user_sync/run');
    const table = await screen.findByRole('table', { name: 'Latest syncs' });
    expect(within(table).getByText('2 created, 1 updated, 1 skipped')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'See the import' })).toHaveAttribute(
      'href',
      '/admin/users/imported',
    );
    expect(within(table).getByText('Failed: HTTP 503')).toBeInTheDocument();
  });
});
