import { useEffect, useState } from 'react';
import { SLOW_READ_MS } from '../http/request-timeout';

/** Rendered only while a read loads: true once it has been loading for `afterMs`. */
export function useTakingLong(afterMs = SLOW_READ_MS): boolean {
  const [takingLong, setTakingLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTakingLong(true), afterMs);
    return () => clearTimeout(timer);
  }, [afterMs]);
  return takingLong;
}
