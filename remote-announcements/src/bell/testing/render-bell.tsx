import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { useEffect, useState } from 'react';
import { countUnread, emit, HttpError, NOTIFICATION_BELL_ID, on, useNotifications, v2Client } from '@laurel/shared';
import type { AppNotification } from '@laurel/shared/contract';
import { installNoopResizeObserver } from '@laurel/shared/testing/resize-observer';
import { i18n } from '../../i18n';
import { NotificationPopoverWidget } from '../NotificationPopoverWidget';

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <span data-testid="current-address">{`${pathname}${search}`}</span>;
}

const MARKED_AT = '2026-11-23T10:00:00.000Z';
const MARKS = /^app_notifications\/(?:(\d+)\/(mark_as_seen|mark_as_read)|mark_all_as_read)$/;

/** The API as the bell sees it: a list the marks change as the server's do, and the marks asked for. */
export function fakeNotificationsApi(initial: AppNotification[]) {
  const api = { notifications: initial, posts: [] as string[], failGet: null as HttpError | null };
  const failPosts = new Set<string>();
  const mark = (path: string) => {
    const [, id, kind] = MARKS.exec(path) ?? [];
    api.notifications = api.notifications.map((row) => {
      if (id !== undefined && String(row.id) !== id) return row;
      const seenAt = row.seen_at ?? MARKED_AT;
      return kind === 'mark_as_seen'
        ? { ...row, seen_at: seenAt, status: row.acted_at ? 'read' : 'seen' }
        : { ...row, seen_at: seenAt, acted_at: row.acted_at ?? MARKED_AT, status: 'read' };
    });
  };
  jest.spyOn(v2Client, 'get').mockImplementation((async (path: string) => {
    expect(path).toBe('app_notifications/notifications');
    if (api.failGet) throw api.failGet;
    return { result: api.notifications };
  }) as typeof v2Client.get);
  jest.spyOn(v2Client, 'post').mockImplementation((async (path: string) => {
    api.posts.push(path);
    expect(path).toMatch(MARKS);
    if ([...failPosts].some((failing) => path.endsWith(failing))) throw new HttpError(500, { body: {} });
    mark(path);
    return { result: {} };
  }) as typeof v2Client.post);
  return Object.assign(api, { failPostsEndingWith: (suffix: string) => failPosts.add(suffix) });
}

/**
 * The shell's side as the popover meets it: a bell by the shell's id that asks for the popover, and a
 * host that mounts the widget on that event (the shell's own bell and host have their own tests).
 */
function ShellBell() {
  const { data } = useNotifications();
  const [open, setOpen] = useState(false);
  useEffect(() => on('open-notifications', () => setOpen(true)), []);
  const unread = data ? countUnread(data) : 0;
  return (
    <>
      <button id={NOTIFICATION_BELL_ID} type="button" onClick={() => emit('open-notifications')}>
        {unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      </button>
      {open && <NotificationPopoverWidget detail={undefined} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The bell in the top bar of a page at `url`, with the remote's English and a cache of its own. */
export function renderBell(url = '/rewards') {
  installNoopResizeObserver();
  const user = userEvent.setup();
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <ShellBell />
          <CurrentAddress />
        </MemoryRouter>
      </I18nextProvider>
    </SWRConfig>,
  );
  return { user, ...view };
}

export const currentAddress = () => screen.getByTestId('current-address').textContent;
// While the popover is open, the rest of the page (the bell too) is hidden from assistive technology.
export const bellButton = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });
