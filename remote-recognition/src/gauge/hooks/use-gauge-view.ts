import { useEffect, useReducer } from 'react';
import { useReducedMotion } from '@laurel/shared/ui-kit';
import { CHECKLIST, gaugeViewReducer } from '../gauge-view';

/** Recognition §9. */
export const GAUGE_TRANSITION_MS = 200;

/** The checklist ↔ detail views, each transition settling after 200 ms, or at once when motion is reduced. */
export function useGaugeView() {
  const [view, dispatch] = useReducer(gaugeViewReducer, CHECKLIST);
  const reducedMotion = useReducedMotion();
  const moving = view.phase === 'to-detail' || view.phase === 'to-checklist';
  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => dispatch({ type: 'settled' }), reducedMotion ? 0 : GAUGE_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [moving, view.phase, reducedMotion]);
  return [view, dispatch] as const;
}
