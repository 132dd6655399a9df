import {
  giftsAmong,
  linkOf,
  pointsAmong,
  shareTo,
  byScore,
  type DetectedSignal,
  type PointsGraph,
} from './points-graph';

/** Two people who each gave at least `minShare` of their points to the other, in at least `minGifts` recognitions each way. */
export function reciprocalPairs(graph: PointsGraph, minShare: number, minGifts: number): DetectedSignal[] {
  const pairs: DetectedSignal[] = [];
  for (const [a, links] of graph.links) {
    for (const [b, link] of links) {
      if (b <= a || link.gifts.length < minGifts) continue;
      const back = linkOf(graph, b, a);
      if (!back || back.gifts.length < minGifts) continue;
      const score = Math.min(shareTo(graph, a, [b]), shareTo(graph, b, [a]));
      if (score < minShare) continue;
      const people = [a, b];
      pairs.push({ score, people, points: pointsAmong(graph, people), gifts: giftsAmong(graph, people) });
    }
  }
  return pairs.sort(byScore);
}
