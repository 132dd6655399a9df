import fs from 'node:fs';
import path from 'node:path';

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

/** Writes the text to the file and forces it to the disk before returning, so a rename never exposes a file still in the page cache. */
function writeDurablySync(file: string, text: string) {
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

async function writeDurably(file: string, text: string) {
  const handle = await fs.promises.open(file, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const LEFTOVER_SUFFIX = /^\d+\.(flush\.)?tmp$/;

/** Temporary files a killed server left beside the db file (`<file>.<pid>.tmp`, `<file>.<pid>.flush.tmp`). */
function removeLeftovers(file: string) {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (name.startsWith(prefix) && LEFTOVER_SUFFIX.test(name.slice(prefix.length))) {
      fs.rmSync(path.join(dir, name), { force: true });
    }
  }
}

/**
 * Keeps a db file in step with the live state without blocking requests on the disk: one write at a
 * time, coalesced, written aside, forced to the disk and renamed over, so a crash (even SIGKILL in the
 * middle of a write) leaves either the previous file or the next one, never half of one.
 */
export function createDbFileWriter(file: string, snapshot: () => unknown): DbFileWriter {
  let timer: NodeJS.Timeout | null = null;
  let dirty = false;
  let writing = false;
  let guarded = false;
  // Bumped by a synchronous flush, so a write still in flight never renames older data over it.
  let generation = 0;
  let lastWriteMs = 0;
  removeLeftovers(file);

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
    writeDurablySync(partial, JSON.stringify(snapshot()));
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
    // The snapshot is taken now, synchronously, between two requests: each handler's change is in it whole or not at all.
    writeDurably(partial, JSON.stringify(snapshot()))
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
