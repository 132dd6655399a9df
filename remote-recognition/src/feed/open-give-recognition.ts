import { INIT_GIVE_RECOGNITION_EVENT, type InitGiveRecognitionDetail } from '@laurel/shared/recognition';

/** Asks whoever hosts the give-recognition modal to open it. */
export function openGiveRecognition(detail: InitGiveRecognitionDetail = {}): void {
  window.dispatchEvent(new CustomEvent<InitGiveRecognitionDetail>(INIT_GIVE_RECOGNITION_EVENT, { detail }));
}
