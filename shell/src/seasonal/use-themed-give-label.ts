import { useEffect } from 'react';
import { relabelGiveButton, retryUntil } from './give-button-label';
import { LABEL_SWAP_RETRY_MS, LABEL_SWAP_TIMEOUT_MS } from './seasonal-constants';

/**
 * Spec §4: while `phrase` is set, the give-recognition button shows it. The button may render after
 * the theme, so the swap retries; clearing the phrase or unmounting restores the button's own label.
 */
export function useThemedGiveLabel(phrase: string | null) {
  useEffect(() => {
    if (!phrase) return;
    let restore: (() => void) | null = null;
    const stopRetrying = retryUntil(
      () => (restore = relabelGiveButton(phrase)) !== null,
      LABEL_SWAP_RETRY_MS,
      LABEL_SWAP_TIMEOUT_MS,
    );
    return () => {
      stopRetrying();
      restore?.();
    };
  }, [phrase]);
}
