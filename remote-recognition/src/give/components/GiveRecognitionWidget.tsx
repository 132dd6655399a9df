import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@laurel/shared';
import type { InitGiveRecognitionDetail } from '@laurel/shared/recognition';

const GiveRecognitionModal = lazy(() =>
  import('./GiveRecognitionModal').then((module) => ({ default: module.GiveRecognitionModal })),
);

/** The widget the shell opens on `init-give-recognition`: the modal and its editor load only when it first opens. */
export function GiveRecognitionWidget({ detail, onClose }: WidgetProps<InitGiveRecognitionDetail | undefined>) {
  return (
    <Suspense fallback={null}>
      <GiveRecognitionModal
        initialRecipientId={detail?.recipientId}
        initialText={detail?.text}
        parentBonus={detail?.parentBonus}
        startRecording={detail?.record}
        award={detail?.award}
        onClose={onClose}
      />
    </Suspense>
  );
}
