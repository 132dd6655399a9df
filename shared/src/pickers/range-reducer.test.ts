import type { DateRange } from './date-range';
import { displayedRange, draftToApply, initialRangeState, rangeReducer, type RangeState } from './range-reducer';

const day = (date: number) => new Date(2025, 2, date);
const openOn = (value: DateRange): RangeState => rangeReducer(initialRangeState(value), { type: 'open', value });

describe('rangeReducer', () => {
  it('starts idle and closed on the given value', () => {
    expect(initialRangeState([day(1), day(2)])).toEqual({
      open: false,
      phase: 'idle',
      range: [day(1), day(2)],
      hovered: null,
    });
  });

  it('fixes the start on the first click, follows hover, and commits on the second click', () => {
    const selecting = rangeReducer(openOn([null, null]), { type: 'click', date: day(5), disabled: false });
    expect(selecting.phase).toBe('selectEnd');
    expect(selecting.range).toEqual([day(5), null]);

    const hovering = rangeReducer(selecting, { type: 'hover', date: day(9), disabled: false });
    expect(hovering.hovered).toEqual(day(9));
    expect(displayedRange(hovering)).toEqual([day(5), day(9)]);

    const committed = rangeReducer(hovering, { type: 'click', date: day(9), disabled: false });
    expect(committed).toMatchObject({ phase: 'idle', range: [day(5), day(9)], hovered: null, open: true });
  });

  it('orders the range earliest first when the end is clicked before the start', () => {
    let state = rangeReducer(openOn([null, null]), { type: 'click', date: day(20), disabled: false });
    state = rangeReducer(state, { type: 'hover', date: day(3), disabled: false });
    expect(displayedRange(state)).toEqual([day(3), day(20)]);
    state = rangeReducer(state, { type: 'click', date: day(3), disabled: false });
    expect(state.range).toEqual([day(3), day(20)]);
  });

  it('ignores clicks on disabled cells, in both phases', () => {
    const idle = openOn([null, null]);
    expect(rangeReducer(idle, { type: 'click', date: day(5), disabled: true })).toBe(idle);

    const selecting = rangeReducer(idle, { type: 'click', date: day(5), disabled: false });
    expect(rangeReducer(selecting, { type: 'click', date: day(8), disabled: true })).toBe(selecting);
  });

  it('does not hover a disabled cell into the tentative end, nor hover while idle', () => {
    const selecting = rangeReducer(openOn([null, null]), { type: 'click', date: day(5), disabled: false });
    const hovering = rangeReducer(selecting, { type: 'hover', date: day(7), disabled: false });
    expect(rangeReducer(hovering, { type: 'hover', date: day(8), disabled: true }).hovered).toEqual(day(7));

    const idle = openOn([null, null]);
    expect(rangeReducer(idle, { type: 'hover', date: day(8), disabled: false })).toBe(idle);
  });

  it('resets the draft to the current value on open, dropping a selection under way', () => {
    const selecting = rangeReducer(openOn([day(1), day(2)]), { type: 'click', date: day(9), disabled: false });
    const closed = rangeReducer(selecting, { type: 'close' });
    expect(closed).toMatchObject({ open: false, phase: 'idle' });

    const reopened = rangeReducer(closed, { type: 'open', value: [day(10), day(12)] });
    expect(reopened).toEqual({ open: true, phase: 'idle', range: [day(10), day(12)], hovered: null });
  });

  it('clears the draft', () => {
    const cleared = rangeReducer(openOn([day(1), day(2)]), { type: 'clear' });
    expect(cleared).toMatchObject({ phase: 'idle', range: [null, null], open: true });
  });

  it('applies a single click as a range of that one date', () => {
    const selecting = rangeReducer(openOn([null, null]), { type: 'click', date: day(5), disabled: false });
    expect(draftToApply(selecting)).toEqual([day(5), day(5)]);
    expect(draftToApply(openOn([day(1), null]))).toEqual([day(1), null]);
  });
});
