import { useEffect, useState } from 'react';
import { STATUS_CYCLE_MS, STATUS_HIDE_AT_MS, STATUS_SHOW_AT_MS } from '../dictation-constants';
import { statusMessageAt, type StatusPhase } from '../status-messages';

const untilNextChange = (elapsedMs: number) => {
  const intoCycle = elapsedMs % STATUS_CYCLE_MS;
  if (intoCycle < STATUS_SHOW_AT_MS) return STATUS_SHOW_AT_MS - intoCycle;
  if (intoCycle < STATUS_HIDE_AT_MS) return STATUS_HIDE_AT_MS - intoCycle;
  return STATUS_CYCLE_MS - intoCycle + STATUS_SHOW_AT_MS;
};

/** The rotating status message of the phase (recognition §9), re-read at each moment one shows or hides. */
export function useStatusMessage(phase: StatusPhase | null): number | null {
  const [shown, setShown] = useState<{ phase: StatusPhase; message: number | null } | null>(null);
  useEffect(() => {
    if (!phase) return;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const elapsed = Date.now() - startedAt;
      setShown({ phase, message: statusMessageAt(phase, elapsed) });
      timer = setTimeout(tick, untilNextChange(elapsed));
    };
    // Nothing shows in a phase's first two seconds.
    timer = setTimeout(tick, STATUS_SHOW_AT_MS);
    return () => clearTimeout(timer);
  }, [phase]);
  return shown && shown.phase === phase ? shown.message : null;
}
