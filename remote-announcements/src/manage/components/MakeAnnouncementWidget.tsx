import { lazy, Suspense, useState } from 'react';
import type { WidgetProps } from '@laurel/shared';
import type { LaurelEvents } from '@laurel/shared/contract';
import type { AnnouncementView } from './AnnouncementDialogs';

const AnnouncementDialogs = lazy(() =>
  import('./AnnouncementDialogs').then((module) => ({ default: module.AnnouncementDialogs })),
);

/** The widget the shell opens on `init-make-announcement`: its forms and editor load when it first opens. */
export function MakeAnnouncementWidget({ detail, onClose }: WidgetProps<LaurelEvents['init-make-announcement']>) {
  const [view, setView] = useState<AnnouncementView>(
    detail?.manage ? { kind: 'manage' } : { kind: 'make', defaults: detail?.defaults },
  );
  return (
    <Suspense fallback={null}>
      <AnnouncementDialogs view={view} onViewChange={setView} onClose={onClose} />
    </Suspense>
  );
}
