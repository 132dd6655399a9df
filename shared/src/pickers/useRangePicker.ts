import { useReducer } from 'react';
import type { DateRange } from './date-range';
import { draftToApply, initialRangeState, rangeReducer } from './range-reducer';

/** The range state machine bound to a picker's current value: opening resets the draft to it. */
export function useRangePicker(value: DateRange, onApply: (draft: DateRange) => void) {
  const [state, dispatch] = useReducer(rangeReducer, value, initialRangeState);
  const setOpen = (open: boolean) => dispatch(open ? { type: 'open', value } : { type: 'close' });
  const apply = () => {
    onApply(draftToApply(state));
    dispatch({ type: 'close' });
  };
  return { state, dispatch, setOpen, apply };
}
