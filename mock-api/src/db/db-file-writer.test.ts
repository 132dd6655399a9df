import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDbFileWriter, WRITE_COALESCE_MS } from './db-file-writer';

const folders: string[] = [];
const tempFile = () => {
  folders.push(fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-db-')));
  return path.join(folders.at(-1)!, 'db.json');
};
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { count: number };
const settle = () => new Promise((resolve) => setTimeout(resolve, WRITE_COALESCE_MS * 3));

describe('db file writer', () => {
  it('writes many changes in one go, a moment later', async () => {
    const file = tempFile();
    const state = { count: 0 };
    let snapshots = 0;
    const writer = createDbFileWriter(file, () => {
      snapshots += 1;
      return state;
    });
    for (let i = 0; i < 50; i += 1) {
      state.count += 1;
      writer.schedule();
    }
    expect(fs.existsSync(file)).toBe(false);
    await settle();
    expect(read(file)).toEqual({ count: 50 });
    expect(snapshots).toBe(1);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['db.json']);
  });

  it('flushes a pending change at once, and a flush with nothing pending writes nothing', async () => {
    const file = tempFile();
    const state = { count: 1 };
    const writer = createDbFileWriter(file, () => state);
    writer.flush();
    expect(fs.existsSync(file)).toBe(false);
    writer.schedule();
    writer.flush();
    expect(read(file)).toEqual({ count: 1 });
    state.count = 2;
    await settle();
    expect(read(file)).toEqual({ count: 1 });
  });

  it('never lets a write still in flight rename older data over a flush', async () => {
    const file = tempFile();
    const state = { count: 1 };
    const writer = createDbFileWriter(file, () => ({ ...state }));
    writer.schedule();
    await new Promise((resolve) => setTimeout(resolve, WRITE_COALESCE_MS + 5));
    state.count = 2;
    writer.schedule();
    writer.flush();
    await settle();
    expect(read(file)).toEqual({ count: 2 });
  });
});

describe('db file writer after a crash', () => {
  it('removes the temporary files a killed server left beside the db file, and nothing else', () => {
    const file = tempFile();
    const dir = path.dirname(file);
    const leftovers = ['db.json.4242.tmp', 'db.json.4243.flush.tmp'];
    const kept = ['db.json', 'db.json.bak', 'other.json.4242.tmp'];
    for (const name of [...leftovers, ...kept]) fs.writeFileSync(path.join(dir, name), '{}');
    createDbFileWriter(file, () => ({}));
    expect(fs.readdirSync(dir).sort()).toEqual([...kept].sort());
  });
});
