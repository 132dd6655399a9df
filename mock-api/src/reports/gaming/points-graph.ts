/** A recognition as the detectors read it: who gave how many points to whom. */
export interface Gift {
  id: number;
  giver_id: number;
  receiver_ids: number[];
  amount: number;
  created_at: string;
}

export interface PointsLink {
  points: number;
  gifts: Gift[];
}

/** Points that flowed from each giver to each receiver, and each giver's total. */
export interface PointsGraph {
  links: Map<number, Map<number, PointsLink>>;
  given: Map<number, number>;
}

/** A raw signal: people by id, 0–1 score, the recognitions behind it. */
export interface DetectedSignal {
  score: number;
  people: number[];
  points: number;
  gifts: Gift[];
}

export function pointsGraphOf(gifts: readonly Gift[]): PointsGraph {
  const links = new Map<number, Map<number, PointsLink>>();
  const given = new Map<number, number>();
  for (const gift of gifts) {
    for (const receiver of new Set(gift.receiver_ids)) {
      if (receiver === gift.giver_id) continue;
      const from = links.get(gift.giver_id) ?? new Map<number, PointsLink>();
      const link = from.get(receiver) ?? { points: 0, gifts: [] };
      link.points += gift.amount;
      link.gifts.push(gift);
      from.set(receiver, link);
      links.set(gift.giver_id, from);
      given.set(gift.giver_id, (given.get(gift.giver_id) ?? 0) + gift.amount);
    }
  }
  return { links, given };
}

export const linkOf = (graph: PointsGraph, from: number, to: number): PointsLink | undefined =>
  graph.links.get(from)?.get(to);

/** The share of what `from` gave that went to `to`; nothing given is no share. */
export function shareTo(graph: PointsGraph, from: number, to: readonly number[]): number {
  const total = graph.given.get(from) ?? 0;
  if (total === 0) return 0;
  return to.reduce((sum, id) => sum + (linkOf(graph, from, id)?.points ?? 0), 0) / total;
}

/** Every recognition among `people`, oldest first, each once. */
export function giftsAmong(graph: PointsGraph, people: readonly number[]): Gift[] {
  const gifts = new Map<number, Gift>();
  for (const from of people) {
    for (const to of people) {
      for (const gift of linkOf(graph, from, to)?.gifts ?? []) gifts.set(gift.id, gift);
    }
  }
  return [...gifts.values()].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export const pointsAmong = (graph: PointsGraph, people: readonly number[]): number =>
  people.reduce(
    (sum, from) => sum + people.reduce((inner, to) => inner + (linkOf(graph, from, to)?.points ?? 0), 0),
    0,
  );

export const byScore = (a: DetectedSignal, b: DetectedSignal) =>
  b.score - a.score || a.people.join(',').localeCompare(b.people.join(','));
