import type { Database } from './types';

interface Lowdb {
  get(path: string): { value(): unknown };
  write(): unknown;
}

/** Typed access to json-server's live collections; domain handlers change them and then persist. */
export interface Store {
  all<K extends keyof Database>(name: K): Database[K];
  nextId(name: keyof Database): number;
  persist(): void;
}

export function createStore(db: Lowdb): Store {
  const all = <K extends keyof Database>(name: K) => {
    const value = db.get(name).value() as Database[K] | undefined;
    return value ?? ([] as unknown as Database[K]);
  };
  return {
    all,
    nextId: (name) => all(name).reduce((max, row) => Math.max(max, row.id), 0) + 1,
    persist: () => void db.write(),
  };
}
