import type { Bonus, Database } from '../db/types';
import { createStore } from '../db/store';
import { generateDatabase } from '../seed/generate';
import { chronologicalBonuses } from './chronological-bonuses';

const TODAY = new Date('2026-11-22T00:00:00Z');

function setUp() {
  const db = generateDatabase({ today: TODAY, bonuses: 30 });
  const store = createStore({ get: (name) => ({ value: () => db[name as keyof Database] }), getState: () => db });
  const at = (iso: string): Bonus => ({ ...db.bonuses[0]!, id: db.bonuses.length + 1, created_at: iso });
  return { db, chronological: chronologicalBonuses(store), at };
}

const isOldestFirst = (rows: readonly Bonus[]) =>
  rows.every((row, i) => i === 0 || rows[i - 1]!.created_at <= row.created_at);

describe('chronologicalBonuses', () => {
  it('keeps the recognitions oldest first as new ones arrive, without sorting again', () => {
    const { db, chronological, at } = setUp();
    const first = chronological();
    expect(isOldestFirst(first)).toBe(true);
    const newest = at('2026-11-23T09:00:00Z');
    db.bonuses.push(newest);
    const next = chronological();
    expect(next).toBe(first);
    expect(next.at(-1)).toBe(newest);
  });

  it('sorts again for a recognition older than the newest, or after one is removed', () => {
    const { db, chronological, at } = setUp();
    chronological();
    const older = at('2026-09-01T00:00:00Z');
    db.bonuses.push(older);
    const resorted = chronological();
    expect(isOldestFirst(resorted)).toBe(true);
    expect(resorted).toContain(older);
    db.bonuses.splice(db.bonuses.indexOf(older), 1);
    expect(chronological()).not.toContain(older);
    expect(chronological()).toHaveLength(db.bonuses.length);
  });
});
