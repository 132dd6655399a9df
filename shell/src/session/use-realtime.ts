import { useEffect } from 'react';
import { sessionTokens, useSessionStore } from '@laurel/shared';

/** While signed in: server pushes arrive as `server:<event>` on window, and finished CSV reports download. */
export function useRealtime() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    // The cable client loads after the first render: nothing on screen waits for it.
    void import('@laurel/shared/realtime').then(({ connectRealtime, listenForCsvDownloads }) => {
      if (unmounted) return;
      const stopDownloads = listenForCsvDownloads();
      const disconnect = connectRealtime({
        getToken: () => useSessionStore.getState().token,
        refreshToken: () => sessionTokens.getToken(),
      });
      stop = () => {
        disconnect();
        stopDownloads();
      };
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
}
