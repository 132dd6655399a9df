import { useEffect, useState } from 'react';
import type { InitGiveRecognitionDetail } from '../recognition/bonus-contract';
import { on } from '../contract/laurel-events';

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
    return on('init-give-recognition', (detail) =>
      setOpened((previous) => ({ ...detail, serial: (previous?.serial ?? 0) + 1 })),
    );
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
