import fs from 'node:fs';
import type { Database } from './types';

export type Collection = Exclude<keyof Database, 'meta'>;

/** Rows keyed by id, for lookups inside one request. */
export const byId = <Row extends { id: number }>(rows: readonly Row[]) => new Map(rows.map((row) => [row.id, row]));

/** The least time between two writes of the db file; changes in between go out together. */
export const WRITE_COALESCE_MS = 100;
/** A slow write (a big seed) spaces the next one out, so writing takes at most a fifth of the time. */
const WRITE_SPACING_FACTOR = 4;

interface Lowdb {
  get(path: string): { value(): unknown };
  getState(): unknown;
}

/** Typed access to json-server's live collections; domain handlers change them and then persist. */
export interface Store {
  all<K extends Collection>(name: K): Database[K];
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

  let timer: NodeJS.Timeout | null = null;
  let lastWriteMs = 0;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    process.off('exit', flush);
    if (!file) return;
    const started = performance.now();
    // Written aside and renamed over, so a crash mid-write never leaves half a file.
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, JSON.stringify(db.getState()));
    fs.renameSync(partial, file);
    lastWriteMs = performance.now() - started;
  };
  const persist = () => {
    if (!file || timer) return;
    timer = setTimeout(flush, Math.max(WRITE_COALESCE_MS, lastWriteMs * WRITE_SPACING_FACTOR));
    timer.unref();
    process.once('exit', flush);
  };

  return { all, nextId, persist, flush };
}
