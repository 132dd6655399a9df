import { useEffect, useEffectEvent } from 'react';
import { on, type LaurelEventName, type LaurelEvents } from '../contract/laurel-events';

/** Calls `listener` for each `name` event while the component is mounted; always the latest listener. */
export function useLaurelEvent<K extends LaurelEventName>(
  name: K,
  listener: (detail: LaurelEvents[K]) => void,
  accept?: (detail: unknown) => boolean,
): void {
  const handle = useEffectEvent(listener);
  const acceptLatest = useEffectEvent((detail: unknown) => accept?.(detail) ?? true);
  useEffect(() => on(name, (detail) => handle(detail), acceptLatest), [name]);
}
