import { createDbFileWriter } from './db-file-writer';
import type { Database, User } from './types';

export type Collection = Exclude<keyof Database, 'meta'>;

/** Rows keyed by id, for lookups inside one request. */
export const byId = <Row extends { id: number }>(rows: readonly Row[]) => new Map(rows.map((row) => [row.id, row]));

interface Lowdb {
  get(path: string): { value(): unknown };
  getState(): unknown;
}

/** Typed access to json-server's live collections; domain handlers change them and then persist. */
export interface Store {
  all<K extends Collection>(name: K): Database[K];
  /** The rows by id, shared between requests and rebuilt only after rows were added or removed. */
  rowsById<K extends Collection>(name: K): ReadonlyMap<number, Database[K][number]>;
  /** A user by `@username`, in any case; usernames end with the user's id, so no two companies share one. */
  userBySlug(slug: string): User | undefined;
  /** An id no row of the collection has had since it was last scanned; O(1) while rows are only added. */
  nextId(name: Collection): number;
  /** Schedules a write of the db file; the change itself is already live in memory. */
  persist(): void;
  /** Writes a scheduled change now. */
  flush(): void;
}

export interface StoreOptions {
  /** The db file to keep in step; without one the data lives in memory only. */
  file?: string;
}

/**
 * Rows by a key, kept between calls: rows pushed since are added, anything else (a row removed or the
 * collection replaced) rebuilds it. Rows are changed in place, never swapped for copies, so it stays true.
 */
export function growingIndex<Row, Key>(keyOf: (row: Row) => Key): (rows: readonly Row[]) => ReadonlyMap<Key, Row> {
  let indexed: readonly Row[] = [];
  let length = 0;
  let last: Row | undefined;
  let map = new Map<Key, Row>();
  return (rows) => {
    if (rows !== indexed || rows.length < length || rows[length - 1] !== last) {
      indexed = rows;
      length = 0;
      map = new Map();
    }
    for (; length < rows.length; length += 1) map.set(keyOf(rows[length]!), rows[length]!);
    last = rows.at(-1);
    return map;
  };
}

interface IdCounter {
  rows: readonly { id: number }[];
  scanned: number;
  max: number;
}

export function createStore(db: Lowdb, { file }: StoreOptions = {}): Store {
  const all = <K extends Collection>(name: K) => {
    const value = db.get(name).value() as Database[K] | undefined;
    return value ?? ([] as unknown as Database[K]);
  };

  const idIndexes = new Map<Collection, (rows: readonly { id: number }[]) => ReadonlyMap<unknown, unknown>>();
  const rowsById = <K extends Collection>(name: K) => {
    let index = idIndexes.get(name);
    if (!index) idIndexes.set(name, (index = growingIndex((row: { id: number }) => row.id)));
    return index(all(name)) as ReadonlyMap<number, Database[K][number]>;
  };
  const slugIndex = growingIndex((user: User) => user.slug.toLowerCase());
  const userBySlug = (slug: string) => slugIndex(all('users')).get(slug.toLowerCase());

  const counters = new Map<Collection, IdCounter>();
  const nextId = (name: Collection) => {
    const rows = all(name);
    let counter = counters.get(name);
    if (!counter || counter.rows !== rows || counter.scanned > rows.length) {
      counter = { rows, scanned: 0, max: 0 };
      counters.set(name, counter);
    }
    for (; counter.scanned < rows.length; counter.scanned += 1) {
      counter.max = Math.max(counter.max, rows[counter.scanned]!.id);
    }
    // Handing out an id reserves it, so two calls before a push never answer the same.
    counter.max += 1;
    return counter.max;
  };

  const writer = file ? createDbFileWriter(file, () => db.getState()) : null;

  return {
    all,
    rowsById,
    userBySlug,
    nextId,
    persist: () => writer?.schedule(),
    flush: () => writer?.flush(),
  };
}
