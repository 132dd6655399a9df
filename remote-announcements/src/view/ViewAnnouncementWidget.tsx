import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@laurel/shared';

const ViewAnnouncementModal = lazy(() =>
  import('./ViewAnnouncementModal').then((module) => ({ default: module.ViewAnnouncementModal })),
);

/** The widget the shell opens on `open-announcement`: the modal's code loads only when one is first opened. */
export function ViewAnnouncementWidget({ detail, onClose }: WidgetProps<{ announcementId: number } | undefined>) {
  return (
    <Suspense fallback={null}>
      <ViewAnnouncementModal announcementId={detail?.announcementId ?? null} onClose={onClose} />
    </Suspense>
  );
}
