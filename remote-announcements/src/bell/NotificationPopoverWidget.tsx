import { lazy, Suspense, useEffect, useMemo } from 'react';
import { NOTIFICATION_BELL_ID, on, type WidgetProps } from '@laurel/shared';

const NotificationPopover = lazy(() => import('./NotificationPopover'));

/**
 * The popover of the shell's bell, opened by its 'open-notifications' (the bell and its badge are the
 * shell's, so no page loads this remote for them). It hangs from the bell, gives the focus back to it
 * and closes on the bell's 'close-notifications'.
 */
export function NotificationPopoverWidget({ onClose }: WidgetProps<undefined>) {
  const bell = useMemo(
    () => ({ current: document.getElementById(NOTIFICATION_BELL_ID) as HTMLButtonElement | null }),
    [],
  );
  useEffect(() => on('close-notifications', onClose), [onClose]);
  return (
    <Suspense fallback={null}>
      <NotificationPopover bell={bell} onClose={onClose} />
    </Suspense>
  );
}
