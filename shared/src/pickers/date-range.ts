/** A date-range value: start and end, each possibly null (spec section 3, "Dates"). */
export type DateRange = [start: Date | null, end: Date | null];

export const EMPTY_RANGE: DateRange = [null, null];

/** The same range with the earliest date first; open ends stay where they are. */
export function orderRange([start, end]: DateRange): DateRange {
  if (start && end && end.getTime() < start.getTime()) return [end, start];
  return [start, end];
}
