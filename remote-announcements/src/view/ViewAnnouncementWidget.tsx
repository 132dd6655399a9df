import { lazy, Suspense, useEffect, useState } from 'react';
import type { WidgetProps } from '@laurel/shared';

const ViewAnnouncementModal = lazy(() =>
  import('./ViewAnnouncementModal').then((module) => ({ default: module.ViewAnnouncementModal })),
);

/** The widget the shell opens on `open-announcement`: the modal's code loads only when one is first opened. */
export function ViewAnnouncementWidget({ detail, onClose }: WidgetProps<{ announcementId: number } | undefined>) {
  // Radix hands the focus back to a Dialog.Trigger; opened by an event there is none, so the widget keeps its opener.
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener !== document.body)
        window.setTimeout(() => opener.isConnected && opener.focus());
    },
    [opener],
  );
  return (
    <Suspense fallback={null}>
      <ViewAnnouncementModal announcementId={detail?.announcementId ?? null} onClose={onClose} />
    </Suspense>
  );
}
