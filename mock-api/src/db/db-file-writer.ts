import fs from 'node:fs';

/** The least time between two writes of the db file; changes in between go out together. */
export const WRITE_COALESCE_MS = 100;
/** A slow write (a big seed) spaces the next one out, so writing takes at most a fifth of the time. */
const WRITE_SPACING_FACTOR = 4;

export interface DbFileWriter {
  /** A change is live in memory: write it soon, together with any others until then. */
  schedule(): void;
  /** Write now, synchronously, if anything is pending: on shutdown. */
  flush(): void;
}

/**
 * Keeps a db file in step with the live state without blocking requests on the disk: one write at a
 * time, coalesced, written aside and renamed over so a crash never leaves half a file.
 */
export function createDbFileWriter(file: string, snapshot: () => unknown): DbFileWriter {
  let timer: NodeJS.Timeout | null = null;
  let dirty = false;
  let writing = false;
  let guarded = false;
  // Bumped by a synchronous flush, so a write still in flight never renames older data over it.
  let generation = 0;
  let lastWriteMs = 0;

  const guardExit = (on: boolean) => {
    if (on && !guarded) process.on('exit', flush);
    if (!on && guarded) process.off('exit', flush);
    guarded = on;
  };

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    guardExit(false);
    if (!dirty && !writing) return;
    generation += 1;
    dirty = false;
    const partial = `${file}.${process.pid}.flush.tmp`;
    fs.writeFileSync(partial, JSON.stringify(snapshot()));
    fs.renameSync(partial, file);
  }

  function write() {
    timer = null;
    if (writing) return later();
    dirty = false;
    writing = true;
    const started = performance.now();
    const mine = generation;
    const partial = `${file}.${process.pid}.tmp`;
    fs.promises
      .writeFile(partial, JSON.stringify(snapshot()))
      .then(() => (mine === generation ? fs.promises.rename(partial, file) : fs.promises.rm(partial, { force: true })))
      .catch((error: unknown) => console.error('mock-api: could not write the db file', error))
      .finally(() => {
        writing = false;
        lastWriteMs = performance.now() - started;
        if (dirty) later();
        else guardExit(false);
      });
  }

  function later() {
    if (timer) return;
    timer = setTimeout(write, Math.max(WRITE_COALESCE_MS, lastWriteMs * WRITE_SPACING_FACTOR));
    timer.unref();
  }

  return {
    schedule() {
      dirty = true;
      guardExit(true);
      later();
    },
    flush,
  };
}
