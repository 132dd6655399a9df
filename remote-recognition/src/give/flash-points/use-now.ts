import { useEffect, useState } from 'react';

/** The clock, redrawn every `tickMs` while `running`: a countdown's source of time. */
export function useNow(tickMs: number, running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs, running]);
  return now;
}
