import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import * as Popover from '@radix-ui/react-popover';
import { apiErrorMessage, showToast, useNotifications } from '@laurel/shared';
import type { AppNotification } from '@laurel/shared/contract';
import { Alert } from '@laurel/shared/ui-kit';
import { NOTIFICATION_POPOVER_WIDTH_PX } from './bell-constants';
import { destinationOf } from './notification-destination';
import { isRead } from './notification-status';
import { NotificationList } from './NotificationList';
import { useFollowNotification } from './use-follow-notification';
import { useNotificationMarks } from './use-notification-marks';
import styles from './NotificationPopover.module.css';
import './popover-copy';

export interface NotificationPopoverProps {
  /** The bell: the popover hangs from it and gives it the focus back when it closes without following one. */
  bell: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The bell's popover, mounted open (recognition §2, §4): opening it marks the unread notifications seen,
 * a click marks one read and follows it, "read all" marks every one read. Escape, a click outside or
 * following a notification closes it.
 */
export default function NotificationPopover({ bell, onClose }: NotificationPopoverProps) {
  const { t } = useTranslation('announcements');
  const headingId = useId();
  const { data: notifications, error, isLoading, mutate } = useNotifications();
  const { markUnreadSeen, markRead, markAllRead } = useNotificationMarks();
  const follow = useFollowNotification();
  const [readAllError, setReadAllError] = useState<unknown>(null);
  const markedOnOpen = useRef(false);
  const followed = useRef(false);

  useEffect(() => {
    if (markedOnOpen.current || !notifications) return;
    markedOnOpen.current = true;
    // A refused mark leaves them unread: the next opening tries again.
    markUnreadSeen().catch(() => undefined);
  }, [notifications, markUnreadSeen]);

  const open = (notification: AppNotification) => {
    const destination = destinationOf(notification);
    // A notification that leads nowhere leaves the focus to the bell.
    followed.current = destination.kind !== 'nowhere';
    onClose();
    markRead(notification).catch((reason: unknown) =>
      showToast(apiErrorMessage(t, reason, { fallback: t('bell.markError') }), 'error'),
    );
    follow(destination);
  };
  const readAll = () => {
    setReadAllError(null);
    markAllRead().catch(setReadAllError);
  };
  const anyNotRead = notifications?.some((notification) => !isRead(notification)) ?? false;

  return (
    <Popover.Root open modal onOpenChange={(stillOpen) => !stillOpen && onClose()}>
      <Popover.Anchor virtualRef={bell as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={headingId}
          className={styles.popover}
          style={{ width: NOTIFICATION_POPOVER_WIDTH_PX }}
          align="end"
          sideOffset={8}
          collisionPadding={0}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Where a notification leads takes the focus: the bell taking it back closed the recognition's
            // dialog (a focus outside a modal dismisses it) as soon as it opened.
            if (!followed.current) bell.current?.focus();
          }}
        >
          <header className={styles.header}>
            <h2 id={headingId} className={styles.heading}>
              {t('bell.heading')}
            </h2>
            <button type="button" className={styles.readAll} disabled={!anyNotRead} onClick={readAll}>
              {t('bell.readAll')}
            </button>
          </header>
          {readAllError !== null && (
            <Alert status="error" size="sm" className={styles.alert}>
              {apiErrorMessage(t, readAllError, { fallback: t('bell.readAllError') })}
            </Alert>
          )}
          {notifications ? (
            <NotificationList notifications={notifications} onOpen={open} />
          ) : error ? (
            <Alert status="error" size="sm" title={t('bell.loadError')} className={styles.alert}>
              <p className={styles.errorText}>{apiErrorMessage(t, error)}</p>
              <button type="button" className={styles.retry} onClick={() => void mutate()}>
                {t('bell.retry')}
              </button>
            </Alert>
          ) : (
            isLoading && (
              <p role="status" className={styles.loading}>
                {t('bell.loading')}
              </p>
            )
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
