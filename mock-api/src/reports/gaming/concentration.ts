import { byScore, type DetectedSignal, type PointsGraph } from './points-graph';

/**
 * Givers who sent at least `minShare` of their allowance for the range to one person, in at least `minGifts`
 * recognitions. `allowanceOf` is a giver's allowance over the whole range; none means no signal.
 */
export function concentratedGiving(
  graph: PointsGraph,
  allowanceOf: (giver: number) => number,
  minShare: number,
  minGifts: number,
): DetectedSignal[] {
  const signals: DetectedSignal[] = [];
  for (const [giver, links] of graph.links) {
    const allowance = allowanceOf(giver);
    if (allowance <= 0) continue;
    for (const [receiver, link] of links) {
      const score = link.points / allowance;
      if (link.gifts.length < minGifts || score < minShare) continue;
      signals.push({ score, people: [giver, receiver], points: link.points, gifts: [...link.gifts] });
    }
  }
  return signals.sort(byScore);
}
