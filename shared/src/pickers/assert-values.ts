import type { DateRange } from './date-range';

// Developer-only: production builds skip the checks, so a bad value is caught while building, never shown to users.
const checksEnabled = () => process.env.NODE_ENV !== 'production';

const describeValue = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? `an array of ${value.length}` : typeof value;

/**
 * Throws a TypeError unless `value` is a Date or null.
 * Only outside production (`process.env.NODE_ENV !== 'production'`); in production it never throws.
 */
export function assertDateValue(value: unknown): asserts value is Date | null {
  if (!checksEnabled() || value === null || value instanceof Date) return;
  throw new TypeError(`Date picker value must be a Date or null, got ${describeValue(value)}.`);
}

/**
 * Throws a TypeError unless `value` is a two-element list of Date or null.
 * Only outside production (`process.env.NODE_ENV !== 'production'`); in production it never throws.
 */
export function assertRangeValue(value: unknown): asserts value is DateRange {
  if (!checksEnabled()) return;
  if (!Array.isArray(value) || value.length !== 2) {
    throw new TypeError(`Date range value must be a two-element list [start, end], got ${describeValue(value)}.`);
  }
  value.forEach(assertDateValue);
}
