import { screen, waitFor } from '@testing-library/react';
import { notification } from './testing/notifications';
import { bellButton, currentAddress, fakeNotificationsApi, renderBell } from './testing/render-bell';

describe('following a notification from the bell', () => {
  it('a celebration names who celebrated, not the server’s words, and Enter goes to the recognition it posted', async () => {
    const api = fakeNotificationsApi([
      notification(7, {
        type: 'celebration',
        message: 'Happy birthday! You received 50 points.',
        action: '/bonuses/41',
        content: { display_name: 'Olivia Appreciate', avatar: '' },
      }),
    ]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const item = await screen.findByRole('button', {
      name: /^Not read: Olivia Appreciate celebrated you with a recognition/,
    });
    item.focus();
    await user.keyboard('{Enter}');
    expect(currentAddress()).toBe('/bonuses/41');
    await waitFor(() => expect(api.posts).toContain('app_notifications/7/mark_as_read'));
    // The bell does not take the focus back from where the notification led (the recognition's dialog).
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument());
    expect(bellButton()).not.toHaveFocus();
  });

  it('one that leads nowhere gives the focus back to the bell', async () => {
    fakeNotificationsApi([notification(8, { type: 'billing_plan_change', action: 'javascript:alert(1)' })]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: /plan has changed/ }));
    await waitFor(() => expect(bellButton()).toHaveFocus());
    expect(currentAddress()).toBe('/rewards');
  });
});
