import type { Database } from './types';
import { createStore } from './store';
import { generateDatabase } from '../seed/generate';

const TODAY = new Date('2026-11-22T00:00:00Z');

function storeOver(db: Database) {
  return createStore({ get: (name) => ({ value: () => db[name as keyof Database] }), getState: () => db });
}

describe('store', () => {
  it('hands out ids above every row, never the same one twice, seeing rows pushed by others', () => {
    const db = generateDatabase({ today: TODAY, bonuses: 20 });
    const store = storeOver(db);
    expect(store.nextId('bonuses')).toBe(21);
    expect(store.nextId('bonuses')).toBe(22);
    db.bonuses.push({ ...db.bonuses[0]!, id: 40 });
    expect(store.nextId('bonuses')).toBe(41);
  });

  it('finds rows by id and users by username, after pushes and removals', () => {
    const db = generateDatabase({ today: TODAY, bonuses: 20 });
    const store = storeOver(db);
    const emma = db.users[0]!;
    expect(store.rowsById('users').get(emma.id)).toBe(emma);
    expect(store.userBySlug(emma.slug.toUpperCase())).toBe(emma);
    const newcomer = { ...emma, id: 999, slug: 'newcomer-999' };
    db.users.push(newcomer);
    expect(store.rowsById('users').get(999)).toBe(newcomer);
    expect(store.userBySlug('newcomer-999')).toBe(newcomer);
    db.users.splice(0, 1);
    expect(store.rowsById('users').get(emma.id)).toBeUndefined();
    expect(store.userBySlug(emma.slug)).toBeUndefined();
  });

  it('writes nothing and needs no flush without a db file', () => {
    const store = storeOver(generateDatabase({ today: TODAY, bonuses: 1 }));
    expect(() => {
      store.persist();
      store.flush();
    }).not.toThrow();
  });
});
