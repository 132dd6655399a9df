import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED_OPTIONS, generateDatabase } from './generate';
import { DEFAULT_DB_FILE } from '../db/db-file';

const { values } = parseArgs({
  options: {
    users: { type: 'string' },
    seed: { type: 'string' },
    bonuses: { type: 'string' },
    items: { type: 'string' },
    out: { type: 'string' },
  },
});

const started = performance.now();
const database = generateDatabase({
  users: Number(values.users ?? DEFAULT_SEED_OPTIONS.users),
  bonuses: Number(values.bonuses ?? DEFAULT_SEED_OPTIONS.bonuses),
  items: Number(values.items ?? DEFAULT_SEED_OPTIONS.items),
  seed: Number(values.seed ?? DEFAULT_SEED_OPTIONS.seed),
});
const out = values.out ?? DEFAULT_DB_FILE;
fs.writeFileSync(out, JSON.stringify(database));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Seeded ${database.users.length} users, ${database.bonuses.length} recognitions and ${database.catalog_items.length} rewards into ${out} in ${seconds} s`,
);
