import type { InitGiveRecognitionDetail } from '@laurel/shared/recognition';

export const GIVE_RECOGNITION_PARAM = 'give_recognition';
export const GIVE_RECOGNITION_TEXT_PARAM = 'give_recognition_text';

/** What `?give_recognition=<userId>&give_recognition_text=<text>` asks for, or null (spec §2). */
export function giveRecognitionRequestOf(params: URLSearchParams): InitGiveRecognitionDetail | null {
  const id = params.get(GIVE_RECOGNITION_PARAM);
  const text = params.get(GIVE_RECOGNITION_TEXT_PARAM);
  if (id === null && text === null) return null;
  const recipientId = Number(id);
  return {
    ...(id !== null && Number.isSafeInteger(recipientId) && recipientId > 0 ? { recipientId } : {}),
    ...(text ? { text } : {}),
  };
}

/** The same parameters without the two, so a reload does not open the modal again. */
export function withoutGiveRecognition(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(GIVE_RECOGNITION_PARAM);
  rest.delete(GIVE_RECOGNITION_TEXT_PARAM);
  return rest;
}
