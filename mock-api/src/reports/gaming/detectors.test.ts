import { concentratedGiving } from './concentration';
import { pointsGraphOf, type Gift } from './points-graph';
import { reciprocalPairs } from './reciprocal-pairs';
import { pointRings } from './rings';

let nextId = 1;
/** `giver` gives `amount` to `receivers`, `times` times. */
const gifts = (giver: number, receivers: number[], amount: number, times = 1): Gift[] =>
  Array.from({ length: times }, () => ({
    id: nextId++,
    giver_id: giver,
    receiver_ids: receivers,
    amount,
    created_at: `2026-10-${String((nextId % 28) + 1).padStart(2, '0')}T09:00:00.000Z`,
  }));
const graphOf = (...lists: Gift[][]) => pointsGraphOf(lists.flat());
const peopleOf = (signals: { people: number[] }[]) => signals.map((signal) => signal.people);

describe('reciprocal pairs', () => {
  it('finds two people who give each other most of their points', () => {
    // 1 gives 40 of 50 to 2 (0.8); 2 gives 30 of 40 to 1 (0.75).
    const graph = graphOf(gifts(1, [2], 20, 2), gifts(1, [3], 10), gifts(2, [1], 15, 2), gifts(2, [4], 10));
    const [pair, ...rest] = reciprocalPairs(graph, 0.5, 2);
    expect(rest).toEqual([]);
    expect(pair).toMatchObject({ score: 0.75, people: [1, 2], points: 70 });
    expect(pair!.gifts).toHaveLength(4);
  });

  it('leaves out a pair when one side gives most of their points elsewhere', () => {
    // 2 gives 30 of 100 to 1.
    const graph = graphOf(gifts(1, [2], 20, 2), gifts(2, [1], 15, 2), gifts(2, [3], 70));
    expect(reciprocalPairs(graph, 0.5, 2)).toEqual([]);
  });

  it('leaves out a single thank-you each way', () => {
    expect(reciprocalPairs(graphOf(gifts(1, [2], 10), gifts(2, [1], 10)), 0.5, 2)).toEqual([]);
  });
});

describe('rings', () => {
  it('finds three people who pass points round, reported once', () => {
    const graph = graphOf(gifts(5, [6], 10, 2), gifts(6, [7], 10, 2), gifts(7, [5], 10, 2), gifts(7, [8], 10));
    const rings = pointRings(graph, [3, 4], 0.5, 2);
    expect(peopleOf(rings)).toEqual([[5, 6, 7]]);
    // 7 gives 20 of 30 inside the ring.
    expect(rings[0]).toMatchObject({ score: 2 / 3, points: 60 });
    expect(rings[0]!.gifts).toHaveLength(6);
  });

  it('finds a ring of four but not a chain that does not close', () => {
    const ring = graphOf(gifts(1, [2], 5, 2), gifts(2, [3], 5, 2), gifts(3, [4], 5, 2), gifts(4, [1], 5, 2));
    expect(peopleOf(pointRings(ring, [3, 4], 0.5, 2))).toEqual([[1, 2, 3, 4]]);
    const chain = graphOf(gifts(1, [2], 5, 2), gifts(2, [3], 5, 2), gifts(3, [4], 5, 2));
    expect(pointRings(chain, [3, 4], 0.5, 2)).toEqual([]);
  });

  it('leaves out a cycle of five and a cycle whose members mostly give elsewhere', () => {
    const five = graphOf(...[1, 2, 3, 4, 5].map((from) => gifts(from, [(from % 5) + 1], 5, 2)));
    expect(pointRings(five, [3, 4], 0.5, 2)).toEqual([]);
    const loose = graphOf(gifts(1, [2], 5, 2), gifts(2, [3], 5, 2), gifts(3, [1], 5, 2), gifts(3, [9], 50));
    expect(pointRings(loose, [3, 4], 0.5, 2)).toEqual([]);
  });

  it('reports a ring either way round as one', () => {
    const both = graphOf(
      gifts(1, [2], 5, 2),
      gifts(2, [3], 5, 2),
      gifts(3, [1], 5, 2),
      gifts(1, [3], 5, 2),
      gifts(3, [2], 5, 2),
      gifts(2, [1], 5, 2),
    );
    expect(peopleOf(pointRings(both, [3], 0.5, 2))).toEqual([[1, 2, 3]]);
  });
});

describe('concentration', () => {
  it('finds a giver who sends half their allowance or more to one person', () => {
    const graph = graphOf(gifts(1, [2], 30, 2), gifts(1, [3], 10, 2), gifts(4, [2], 20, 2));
    const signals = concentratedGiving(graph, () => 100, 0.5, 2);
    expect(signals).toEqual([expect.objectContaining({ score: 0.6, people: [1, 2], points: 60 })]);
  });

  it('reads the share of the allowance, not of what was given, and never one recognition alone', () => {
    // All of 1's 40 points went to 2, but that is 40 % of the allowance; 3's single gift of 80 is one recognition.
    const graph = graphOf(gifts(1, [2], 20, 2), gifts(3, [2], 80));
    expect(concentratedGiving(graph, () => 100, 0.5, 2)).toEqual([]);
    expect(concentratedGiving(graph, () => 0, 0.5, 2)).toEqual([]);
  });

  it('counts each receiver of a group recognition', () => {
    const graph = graphOf(gifts(1, [2, 3], 30, 2));
    expect(peopleOf(concentratedGiving(graph, () => 100, 0.5, 2))).toEqual([
      [1, 2],
      [1, 3],
    ]);
  });
});
