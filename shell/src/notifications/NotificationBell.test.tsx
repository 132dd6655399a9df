import { act, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { emit, v2Client } from '@laurel/shared';
import type { AppNotification } from '@laurel/shared/contract';
import { signInForTests } from '@laurel/shared/testing/profiles';
import { renderChrome } from '../chrome/testing/render-chrome';
import { NotificationBell } from './NotificationBell';

const notification = (id: number, times: Partial<Pick<AppNotification, 'seen_at' | 'acted_at'>> = {}) =>
  ({ id, type: 'new_bonus', acted_at: null, seen_at: null, ...times }) as AppNotification;
const SEEN = { seen_at: '2026-11-23T08:00:00.000Z' };
const READ = { ...SEEN, acted_at: '2026-11-23T09:00:00.000Z' };

function answerNotifications(initial: AppNotification[]) {
  const api = { notifications: initial };
  const get = jest.spyOn(v2Client, 'get').mockImplementation((async () => ({
    result: api.notifications,
  })) as typeof v2Client.get);
  return Object.assign(api, { get });
}

// Each test its own cache: the bell's read is shared page-wide in the app.
const bellWithOwnCache = () => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <NotificationBell />
  </SWRConfig>
);

function listenFor(type: string) {
  const heard: string[] = [];
  window.addEventListener(type, () => heard.push(type));
  return heard;
}

describe('NotificationBell', () => {
  beforeEach(() => signInForTests());
  afterEach(() => jest.restoreAllMocks());

  it('names and shows the count of notifications neither seen nor read', async () => {
    answerNotifications([notification(1), notification(2), notification(3, SEEN), notification(4, READ)]);
    renderChrome(bellWithOwnCache());
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
  });

  it('shows no badge with nothing unread, 99+ beyond 99, and counts a pushed notification at once', async () => {
    const api = answerNotifications([notification(1, SEEN)]);
    renderChrome(bellWithOwnCache());
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();

    api.notifications = Array.from({ length: 120 }, (_, index) => notification(index + 1));
    act(() => emit('server:NotificationCreated', api.notifications[0]!));
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Notifications, 120 unread' })).toBeInTheDocument();
  });

  it('asks for its popover on a click, closes it on a second, and hears when it has closed', async () => {
    answerNotifications([notification(1)]);
    const opened = listenFor('open-notifications');
    const closed = listenFor('close-notifications');
    const { user } = renderChrome(bellWithOwnCache());
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(bell);
    expect(opened).toHaveLength(1);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.click(bell);
    expect(closed).toHaveLength(1);
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    act(() => emit('modal-widget-closed', { id: 'notification-popover' }));
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
    expect(opened).toHaveLength(2);
  });

  it('reads the list again when the window gets the focus back, and every minute (recognition §4, §9)', async () => {
    jest.useFakeTimers();
    try {
      const api = answerNotifications([notification(1, SEEN)]);
      renderChrome(bellWithOwnCache());
      expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
      const reads = () => api.get.mock.calls.filter(([path]) => path === 'app_notifications/notifications').length;
      expect(reads()).toBe(1);

      api.notifications = [notification(1, SEEN), notification(2)];
      await act(async () => {
        // Focus reads are throttled for 5 s from the first read.
        await jest.advanceTimersByTimeAsync(6_000);
        window.dispatchEvent(new Event('focus'));
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
      expect(reads()).toBe(2);

      api.notifications = [notification(1, SEEN), notification(2), notification(3)];
      await act(() => jest.advanceTimersByTimeAsync(50_000));
      expect(reads()).toBe(2);
      await act(() => jest.advanceTimersByTimeAsync(10_100));
      expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
      expect(reads()).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
