import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLaurelEvent } from '@laurel/shared';
import { useNotifications } from './api/get-notifications';
import { BADGE_MAX_COUNT } from './bell-constants';
import { BellIcon } from './bell-icons';
import { countUnread } from './notification-status';
import styles from './NotificationBell.module.css';

const loadPopover = () => import('./NotificationPopover');
const NotificationPopover = lazy(loadPopover);

/**
 * The top bar's bell (recognition §2): the unread count on every page, read again on focus, every minute
 * and at once when the server pushes a new notification. The popover's code loads on the first hover,
 * focus or click.
 */
export function NotificationBell() {
  const { t } = useTranslation('announcements');
  const bell = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { data, mutate } = useNotifications();
  useLaurelEvent('server:NotificationCreated', () => void mutate());
  const unread = data ? countUnread(data) : 0;
  return (
    <>
      <button
        ref={bell}
        type="button"
        className={styles.bell}
        aria-label={t('bell.label', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <BellIcon />
        {unread > 0 && (
          <span className={styles.badge} data-testid="notification-badge" aria-hidden="true">
            {unread > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPopover bell={bell} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
