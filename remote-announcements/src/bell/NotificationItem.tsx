import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@laurel/shared/contract';
import { Avatar } from '@laurel/shared/ui-kit';
import { formatRelativeTime } from '@laurel/shared/relative-time';
import { isRead } from './notification-status';
import { moveBetweenNotifications } from './move-between-notifications';
import { NotificationTypeIcon } from './notification-icons';
import styles from './NotificationPopover.module.css';

const AVATAR_SIZE_PX = 40;

interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}

/** One notification: who or what it is from, its own sentence for its type, and how long ago. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation('announcements');
  const { type, content, message, created_at: createdAt } = notification;
  const read = isRead(notification);
  // A type this build does not know yet still says what the server wrote.
  const text = t(`bell.types.${type}`, { name: content.display_name, defaultValue: message });
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={read ? styles.itemButton : `${styles.itemButton} ${styles.notRead}`}
        data-notification-id={notification.id}
        onClick={() => onOpen(notification)}
        onKeyDown={moveBetweenNotifications}
      >
        <span className={styles.picture} aria-hidden="true">
          {content.avatar ? (
            <Avatar name={content.display_name} imageUrl={content.avatar} sizePx={AVATAR_SIZE_PX} />
          ) : (
            <NotificationTypeIcon type={type} size="md" />
          )}
        </span>
        <span className={styles.itemBody}>
          {/* Named by its words, so the name is what it shows (WCAG 2.5.3); "Not read" is for screen readers only. */}
          <span className={styles.text}>
            {!read && <span className="laurel-visually-hidden">{t('bell.notRead')} </span>}
            {text}
          </span>{' '}
          <time dateTime={createdAt} className={styles.time}>
            {formatRelativeTime(new Date(createdAt), i18n.language)}
          </time>
        </span>
        {!read && <span className={styles.dot} aria-hidden="true" />}
      </button>
    </li>
  );
}
