import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BADGE_MAX_COUNT,
  countUnread,
  emit,
  NOTIFICATION_BELL_ID,
  useLaurelEvent,
  useNotifications,
  type WidgetId,
} from '@laurel/shared';
import { BellIcon } from './bell-icon';
import styles from './NotificationBell.module.css';

const POPOVER: WidgetId = 'notification-popover';

/**
 * The top bar's bell (recognition §2): the unread count on every page, read again on focus, every minute
 * and at once when the server pushes a new notification. It is the shell's own, so a page pays a few
 * hundred bytes for it; the popover is remote-announcements', loaded when first opened.
 */
export function NotificationBell() {
  const { t } = useTranslation('navigation');
  const [open, setOpen] = useState(false);
  const { data, mutate } = useNotifications();
  useLaurelEvent('server:NotificationCreated', () => void mutate());
  useLaurelEvent('modal-widget-closed', ({ id }) => id === POPOVER && setOpen(false));
  const unread = data ? countUnread(data) : 0;

  const toggle = () => {
    emit(open ? 'close-notifications' : 'open-notifications');
    setOpen(!open);
  };

  return (
    <button
      id={NOTIFICATION_BELL_ID}
      type="button"
      className={styles.bell}
      aria-label={t('bell.label', { count: unread })}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={toggle}
    >
      <BellIcon />
      {unread > 0 && (
        <span className={styles.badge} data-testid="notification-badge" aria-hidden="true">
          {unread > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : unread}
        </span>
      )}
    </button>
  );
}
