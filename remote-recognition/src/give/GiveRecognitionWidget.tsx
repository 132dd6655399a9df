import { lazy, Suspense } from 'react';
import type { GiveRecognitionWidgetProps } from '@laurel/shared/recognition';

const GiveRecognitionModal = lazy(() =>
  import('./GiveRecognitionModal').then((module) => ({ default: module.GiveRecognitionModal })),
);

/** The widget the shell mounts: the modal and its editor load only when it first opens. */
export function GiveRecognitionWidget(props: GiveRecognitionWidgetProps) {
  return (
    <Suspense fallback={null}>
      <GiveRecognitionModal {...props} />
    </Suspense>
  );
}
