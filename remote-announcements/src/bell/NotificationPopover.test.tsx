import { screen, waitFor, within } from '@testing-library/react';
import { HttpError } from '@laurel/shared';
import { NOTIFICATION_TYPES, type AppNotification } from '@laurel/shared/contract';
import { en } from './testing/english';
import { notification, READ_AT, SEEN_AT } from './testing/notifications';
import { bellButton, currentAddress, fakeNotificationsApi, renderBell } from './testing/render-bell';

const popover = () => screen.findByRole('dialog', { name: 'Notifications' });
const item = (name: RegExp) => screen.getByRole('button', { name });

function listenFor(type: string) {
  const heard: unknown[] = [];
  const listener = (event: Event) => heard.push((event as CustomEvent).detail ?? undefined);
  window.addEventListener(type, listener);
  return heard;
}

describe('the notification popover under the bell', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opening it shows the list, marks the unread ones seen and clears the badge', async () => {
    const api = fakeNotificationsApi([notification(1), notification(2), notification(3, { acted_at: READ_AT })]);
    const { user } = renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bellButton());
    const dialog = await popover();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() =>
      expect(api.posts.sort()).toEqual(['app_notifications/1/mark_as_seen', 'app_notifications/2/mark_as_seen']),
    );
    expect(bellButton()).toHaveAccessibleName('Notifications');
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('a refused seen mark keeps them unread', async () => {
    const api = fakeNotificationsApi([notification(1)]);
    api.failPostsEndingWith('mark_as_seen');
    const { user } = renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bellButton());
    await popover();
    await waitFor(() => expect(api.posts).toEqual(['app_notifications/1/mark_as_seen']));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeInTheDocument();
  });

  it('clicking a recognition notification marks it read, goes to the recognition and closes', async () => {
    const api = fakeNotificationsApi([notification(5, { seen_at: SEEN_AT, action: '/bonuses/41' })]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await popover();
    await user.click(item(/Ana Admin recognized you/));
    expect(currentAddress()).toBe('/bonuses/41');
    await waitFor(() => expect(api.posts).toEqual(['app_notifications/5/mark_as_read']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a read one is followed without marking it again', async () => {
    const api = fakeNotificationsApi([notification(5, { acted_at: READ_AT, action: '/bonuses/41' })]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await popover();
    await user.click(item(/recognized you/));
    expect(currentAddress()).toBe('/bonuses/41');
    expect(api.posts).toEqual([]);
  });

  it('an announcement opens its modal; one without an action opens the give-recognition modal', async () => {
    const announcements = listenFor('open-announcement');
    const gives = listenFor('init-give-recognition');
    fakeNotificationsApi([
      notification(8, {
        type: 'announcement',
        action: '/?announcement=3',
        content: { display_name: 'Bo', avatar: '' },
      }),
      notification(9, { type: 'warm_up_non_giver', action: null }),
    ]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: /Notifications/ }));
    await popover();
    await user.click(item(/Bo posted an announcement/));
    expect(announcements).toEqual([{ announcementId: 3 }]);
    await user.click(bellButton());
    await popover();
    await user.click(item(/give your first one/));
    expect(gives).toEqual([undefined]);
    expect(currentAddress()).toBe('/rewards');
  });

  it('a refused read mark puts the notification back as not read and says so', async () => {
    const api = fakeNotificationsApi([notification(5, { seen_at: SEEN_AT })]);
    api.failPostsEndingWith('mark_as_read');
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await popover();
    await user.click(item(/recognized you/));
    await waitFor(() => expect(api.posts).toEqual(['app_notifications/5/mark_as_read']));
    await user.click(bellButton());
    expect(await screen.findByRole('button', { name: /^Not read: Ana Admin recognized you/ })).toBeInTheDocument();
  });

  it('read all marks every not-read one read; it is disabled when all are read', async () => {
    const api = fakeNotificationsApi([notification(1), notification(2, { seen_at: SEEN_AT })]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await popover();
    expect(within(dialog).getAllByRole('button', { name: /^Not read:/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Read all' }));
    expect(api.posts).toContain('app_notifications/mark_all_as_read');
    await waitFor(() => expect(within(dialog).queryAllByRole('button', { name: /^Not read:/ })).toHaveLength(0));
    expect(within(dialog).getByRole('button', { name: 'Read all' })).toBeDisabled();
  });

  it('a refused read all keeps them not read and shows why', async () => {
    const api = fakeNotificationsApi([notification(1, { seen_at: SEEN_AT })]);
    api.failPostsEndingWith('mark_all_as_read');
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dialog = await popover();
    await user.click(within(dialog).getByRole('button', { name: 'Read all' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your notifications could not be marked read');
    expect(within(dialog).getByRole('button', { name: /^Not read:/ })).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    fakeNotificationsApi([]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dialog = await popover();
    expect(within(dialog).getByText("You're all caught up")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Read all' })).toBeDisabled();
  });

  it('a failed list shows the catalogue error in the popover, and Try again reads it again', async () => {
    const api = fakeNotificationsApi([notification(1)]);
    api.failGet = new HttpError(503, { body: { error: 'unavailable' } });
    const { user } = renderBell();
    await user.click(bellButton());
    const dialog = await popover();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your notifications could not be loaded');
    api.failGet = null;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: /recognized you/ })).toBeInTheDocument();
  });

  it('Escape closes it and gives the focus back to the bell; arrows move between notifications', async () => {
    fakeNotificationsApi([notification(1, { acted_at: READ_AT }), notification(2, { acted_at: READ_AT })]);
    const { user } = renderBell();
    await screen.findByRole('button', { name: 'Notifications' });
    await user.tab();
    expect(bellButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await popover();
    const [first, second] = within(dialog).getAllByRole('button', { name: /recognized you/ });
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bellButton()).toHaveFocus());
  });

  it.each(NOTIFICATION_TYPES)('says %s in its own words, naming who it is from', async (type) => {
    const notifications: AppNotification[] = [
      notification(1, {
        type,
        acted_at: READ_AT,
        message: 'server words',
        content: { display_name: 'Kim', avatar: '' },
      }),
    ];
    fakeNotificationsApi(notifications);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const dialog = await popover();
    const expected = en.bell.types[type].replace('{{name}}', 'Kim');
    expect(within(dialog).getByRole('button', { name: new RegExp(`^${expected}`) })).toBeInTheDocument();
    expect(within(dialog).queryByText('server words')).not.toBeInTheDocument();
  });

  it('says what the server wrote for a type this build does not know', async () => {
    fakeNotificationsApi([
      {
        ...notification(1, { acted_at: READ_AT, message: 'Your award was approved' }),
        type: 'award_received' as never,
      },
    ]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(within(await popover()).getByRole('button', { name: /^Your award was approved/ })).toBeInTheDocument();
  });
});
