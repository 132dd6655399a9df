import { emit } from '@laurel/shared';
import type { InitGiveRecognitionDetail } from '@laurel/shared/recognition';

/** Asks whoever hosts the give-recognition modal to open it. */
export function openGiveRecognition(detail: InitGiveRecognitionDetail = {}): void {
  emit('init-give-recognition', detail);
}
