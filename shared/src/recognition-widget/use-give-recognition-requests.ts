import { useEffect, useState } from 'react';
import { INIT_GIVE_RECOGNITION_EVENT, type InitGiveRecognitionDetail } from '../recognition/bonus-contract';

export interface GiveRecognitionRequest extends InitGiveRecognitionDetail {
  /** Remounts the widget for each opening, so every draft starts afresh. */
  serial: number;
}

/**
 * What the give-recognition widget was last asked to open with (the `init-give-recognition` event),
 * for whatever hosts it: the shell, or a remote's standalone page.
 */
export function useGiveRecognitionRequests(enabled: boolean, initial: InitGiveRecognitionDetail | null = null) {
  const [opened, setOpened] = useState<GiveRecognitionRequest | null>(() => initial && { ...initial, serial: 1 });
  useEffect(() => {
    if (!enabled) return;
    const open = (event: Event) => {
      const detail = (event as CustomEvent<InitGiveRecognitionDetail | null>).detail ?? {};
      setOpened((previous) => ({ ...detail, serial: (previous?.serial ?? 0) + 1 }));
    };
    window.addEventListener(INIT_GIVE_RECOGNITION_EVENT, open);
    return () => window.removeEventListener(INIT_GIVE_RECOGNITION_EVENT, open);
  }, [enabled]);
  return { opened, close: () => setOpened(null) };
}

/** The widget's props for a request. */
export const widgetPropsOf = (request: GiveRecognitionRequest, onClose: () => void) => ({
  initialRecipientId: request.recipientId,
  initialText: request.text,
  parentBonus: request.parentBonus,
  onClose,
});
