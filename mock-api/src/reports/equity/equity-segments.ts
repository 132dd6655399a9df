import type { EquityFigures, EquitySegment } from '@laurel/shared/contract';

/**
 * Leaves out every segment smaller than `minGroupSize`. When what is left out adds up to fewer people than that,
 * the next smallest segments go too: otherwise the company's figures minus the shown ones would describe them.
 */
export function withoutSmallSegments(
  segments: readonly EquitySegment[],
  minGroupSize: number,
): { shown: EquitySegment[]; hidden: number } {
  const bySize = [...segments].sort((a, b) => a.people - b.people || a.name.localeCompare(b.name));
  let hiddenCount = bySize.filter((segment) => segment.people < minGroupSize).length;
  const hiddenPeople = () => bySize.slice(0, hiddenCount).reduce((total, segment) => total + segment.people, 0);
  while (hiddenCount > 0 && hiddenCount < bySize.length && hiddenPeople() < minGroupSize) hiddenCount += 1;
  const shown = bySize.slice(hiddenCount).sort((a, b) => b.people - a.people || a.name.localeCompare(b.name));
  return { shown, hidden: hiddenCount };
}

export const noFigures = (): EquityFigures => ({ people: 0, recognised: 0, recognitions: 0, points: 0 });
