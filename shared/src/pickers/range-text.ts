import type { TFunction } from 'i18next';
import type { DateRange } from './date-range';

/** The trigger's text: the formatted range (one date when both ends read the same), an open end, or the placeholder. */
export function rangeText(
  [start, end]: DateRange,
  formatDate: (date: Date) => string,
  t: TFunction,
  placeholderKey: string,
): string {
  if (start && end) {
    const [from, to] = [formatDate(start), formatDate(end)];
    return from === to ? from : t('pickers.range', { start: from, end: to });
  }
  if (start) return t('pickers.from', { start: formatDate(start) });
  if (end) return t('pickers.until', { end: formatDate(end) });
  return t(placeholderKey);
}
