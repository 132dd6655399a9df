import { useEffect, useState } from 'react';
import { SLOW_READ_MS } from '../http/request-timeout';

/** True once `active` (a read loading) has lasted `afterMs` without ending; false again when it ends. */
export function useTakingLong(active: boolean, afterMs = SLOW_READ_MS): boolean {
  const [takingLong, setTakingLong] = useState(false);
  useEffect(() => {
    if (!active) {
      setTakingLong(false);
      return;
    }
    const timer = setTimeout(() => setTakingLong(true), afterMs);
    return () => clearTimeout(timer);
  }, [active, afterMs]);
  return active && takingLong;
}
