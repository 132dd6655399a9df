/** Programs §9: up to 5 page numbers around the current one. */
export const PAGE_NUMBERS_SHOWN = 5;

/**
 * The page numbers a pager shows (programs §9): up to five around the current page plus the first and
 * the last, in order, with null where numbers are skipped; nothing when there is only one page.
 */
export function pageNumbersToShow(current: number, pageCount: number): (number | null)[] {
  if (pageCount <= 1) return [];
  const page = Math.min(Math.max(current, 1), pageCount);
  const start = Math.max(1, Math.min(page - Math.floor(PAGE_NUMBERS_SHOWN / 2), pageCount - PAGE_NUMBERS_SHOWN + 1));
  const end = Math.min(pageCount, start + PAGE_NUMBERS_SHOWN - 1);
  const window = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  const shown: (number | null)[] = [];
  if (start > 1) shown.push(1, ...(start > 2 ? [null] : []));
  shown.push(...window);
  if (end < pageCount) shown.push(...(end < pageCount - 1 ? [null] : []), pageCount);
  return shown;
}
