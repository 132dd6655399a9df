import { fittingItemCount } from './fitting-item-count';

const WIDTHS = [60, 70, 60, 80];
const MORE = 70;
const GAP = 10;
// All four side by side: 60 + 70 + 60 + 80 + 3 gaps = 300.

describe('fittingItemCount', () => {
  it.each([
    [300, 4],
    [1000, 4],
  ])('keeps all items when %i px hold them (%i)', (available, expected) => {
    expect(fittingItemCount(WIDTHS, MORE, GAP, available)).toBe(expected);
  });

  it.each([
    // three items (210) + gap + More (70) = 290
    [299, 3],
    [290, 3],
    [289, 2],
    // two items (140) + gap + More = 220
    [220, 2],
    [219, 1],
    // one item (60) + gap + More = 140
    [140, 1],
    [139, 0],
    [0, 0],
  ])('leaves room for More: %i px hold %i items', (available, expected) => {
    expect(fittingItemCount(WIDTHS, MORE, GAP, available)).toBe(expected);
  });

  it('handles no items at all', () => {
    expect(fittingItemCount([], MORE, GAP, 0)).toBe(0);
  });
});
