import { screen, waitFor } from '@testing-library/react';
import { notification } from './testing/notifications';
import { bellButton, currentAddress, fakeNotificationsApi, renderBell } from './testing/render-bell';

describe('a celebration in the bell', () => {
  it('names who celebrated, not the server’s words, and Enter goes to the recognition it posted', async () => {
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
});
