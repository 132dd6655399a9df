const sum = (widthsPx: readonly number[]) => widthsPx.reduce((total, width) => total + width, 0);

/**
 * How many leading nav items fit in `availablePx`: all of them if they fit side by side, else as
 * many as fit beside the More trigger (possibly none), every two neighbours `gapPx` apart.
 */
export function fittingItemCount(
  itemWidthsPx: readonly number[],
  moreWidthPx: number,
  gapPx: number,
  availablePx: number,
): number {
  const rowWidth = (count: number) => sum(itemWidthsPx.slice(0, count)) + gapPx * Math.max(count - 1, 0);
  if (rowWidth(itemWidthsPx.length) <= availablePx) return itemWidthsPx.length;
  let count = itemWidthsPx.length - 1;
  while (count > 0 && rowWidth(count) + gapPx + moreWidthPx > availablePx) count -= 1;
  return count;
}
