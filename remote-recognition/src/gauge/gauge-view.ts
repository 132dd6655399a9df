import type { QualityDimensionKey } from '@laurel/shared/recognition';

/** Recognition §4: the gauge's views, with a 200 ms transition each way. */
export type GaugeView =
  | { phase: 'checklist'; key: null }
  | { phase: 'to-detail' | 'detail'; key: QualityDimensionKey }
  | { phase: 'to-checklist'; key: QualityDimensionKey };

export type GaugeViewEvent =
  | { type: 'open'; key: QualityDimensionKey }
  | { type: 'back' }
  /** The transition's 200 ms are over (at once when motion is reduced). */
  | { type: 'settled' }
  | { type: 'reset' };

export const CHECKLIST: GaugeView = { phase: 'checklist', key: null };

export function gaugeViewReducer(view: GaugeView, event: GaugeViewEvent): GaugeView {
  switch (event.type) {
    case 'open':
      return view.phase === 'detail' && view.key === event.key ? view : { phase: 'to-detail', key: event.key };
    case 'back':
      return view.phase === 'to-detail' || view.phase === 'detail' ? { phase: 'to-checklist', key: view.key } : view;
    case 'settled':
      if (view.phase === 'to-detail') return { phase: 'detail', key: view.key };
      return view.phase === 'to-checklist' ? CHECKLIST : view;
    case 'reset':
      return CHECKLIST;
  }
}

/** Whether the detail of a dimension is the view on screen (entering or shown). */
export const showsDetail = (view: GaugeView): view is { phase: 'to-detail' | 'detail'; key: QualityDimensionKey } =>
  view.phase === 'to-detail' || view.phase === 'detail';
