import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@laurel/shared/contract';
import { NotificationItem } from './NotificationItem';
import styles from './NotificationPopover.module.css';

interface NotificationListProps {
  notifications: AppNotification[];
  onOpen: (notification: AppNotification) => void;
}

/** The notifications newest first, or the empty state. */
export function NotificationList({ notifications, onOpen }: NotificationListProps) {
  const { t } = useTranslation('announcements');
  if (notifications.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{t('bell.empty.title')}</p>
        <p className={styles.emptyText}>{t('bell.empty.text')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label={t('bell.listLabel')}>
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
      ))}
    </ul>
  );
}
