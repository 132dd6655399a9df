import type { Database } from './types';

export type Collection = Exclude<keyof Database, 'meta'>;

/** Rows keyed by id, for lookups inside one request. */
export const byId = <Row extends { id: number }>(rows: readonly Row[]) => new Map(rows.map((row) => [row.id, row]));

interface Lowdb {
  get(path: string): { value(): unknown };
  write(): unknown;
}

/** Typed access to json-server's live collections; domain handlers change them and then persist. */
export interface Store {
  all<K extends Collection>(name: K): Database[K];
  nextId(name: Collection): number;
  persist(): void;
}

export function createStore(db: Lowdb): Store {
  const all = <K extends Collection>(name: K) => {
    const value = db.get(name).value() as Database[K] | undefined;
    return value ?? ([] as unknown as Database[K]);
  };
  return {
    all,
    nextId: (name) => all(name).reduce((max, row) => Math.max(max, row.id), 0) + 1,
    persist: () => void db.write(),
  };
}
