import { useCallback, useEffect, useState } from 'react';

const CLOCK_TICK_MS = 60_000;

/**
 * The time a period's status is read at: now when the page opened, again every minute (a period left on
 * screen opens and closes by itself) and whenever `refresh` is called after a change of its dates.
 */
export function useClock(): [now: number, refresh: () => void] {
  const [now, setNow] = useState(Date.now);
  const refresh = useCallback(() => setNow(Date.now()), []);
  useEffect(() => {
    const timer = window.setInterval(refresh, CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
  return [now, refresh];
}
