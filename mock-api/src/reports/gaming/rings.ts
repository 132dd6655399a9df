import { giftsAmong, pointsAmong, shareTo, byScore, type DetectedSignal, type PointsGraph } from './points-graph';

/**
 * Cycles of `sizes` people (A→B→C→A) along links of at least `minGifts` recognitions, where each member gave at
 * least `minShare` of their points to the others of the cycle. Each set of people is reported once.
 */
export function pointRings(
  graph: PointsGraph,
  sizes: readonly number[],
  minShare: number,
  minGifts: number,
): DetectedSignal[] {
  const longest = Math.max(...sizes);
  const strong = (from: number) =>
    [...(graph.links.get(from) ?? [])].filter(([, link]) => link.gifts.length >= minGifts).map(([to]) => to);
  const seen = new Set<string>();
  const rings: DetectedSignal[] = [];

  // Each cycle is walked from its smallest id, so a rotation of it is never walked again.
  const walk = (path: number[]) => {
    const start = path[0]!;
    for (const next of strong(path.at(-1)!)) {
      if (next === start && sizes.includes(path.length)) consider(path);
      else if (next > start && !path.includes(next) && path.length < longest) walk([...path, next]);
    }
  };
  const consider = (cycle: number[]) => {
    const members = [...cycle].sort((a, b) => a - b).join(',');
    if (seen.has(members)) return;
    seen.add(members);
    const score = Math.min(
      ...cycle.map((member) =>
        shareTo(
          graph,
          member,
          cycle.filter((other) => other !== member),
        ),
      ),
    );
    if (score >= minShare) {
      rings.push({ score, people: cycle, points: pointsAmong(graph, cycle), gifts: giftsAmong(graph, cycle) });
    }
  };
  for (const start of graph.links.keys()) walk([start]);
  return rings.sort(byScore);
}
