import type { DateRange } from './date-range';

export interface CellSelection {
  /** The cell is inside the range, ends included. */
  selected: boolean;
  /** The cell is the start or the end of the range. */
  edge: boolean;
}

/** How a day or month cell sits in a range; `unitStart` (startOfDay or startOfMonth) sets the unit. */
export function cellSelection(cell: Date, [start, end]: DateRange, unitStart: (date: Date) => Date): CellSelection {
  const at = unitStart(cell).getTime();
  const from = start ? unitStart(start).getTime() : null;
  const to = end ? unitStart(end).getTime() : null;
  const edge = at === from || at === to;
  const inside = from !== null && to !== null && at >= from && at <= to;
  return { selected: edge || inside, edge };
}
