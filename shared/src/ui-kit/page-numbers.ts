/** Programs §9: up to five page numbers around the current one, plus the first and the last. */
export const PAGE_NUMBERS_SHOWN = 5;

/** The page numbers to offer, in order; empty when there is only one page. */
export function visiblePages(current: number, pageCount: number): number[] {
  if (pageCount <= 1) return [];
  const half = Math.floor(PAGE_NUMBERS_SHOWN / 2);
  const start = Math.max(1, Math.min(current - half, pageCount - PAGE_NUMBERS_SHOWN + 1));
  const end = Math.min(pageCount, start + PAGE_NUMBERS_SHOWN - 1);
  const around = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [...new Set([1, ...around, pageCount])];
}
