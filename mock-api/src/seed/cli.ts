import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_SEED_OPTIONS, generateDatabase } from './generate';
import { DEFAULT_DB_FILE } from '../db/db-file';

const { values } = parseArgs({
  options: {
    users: { type: 'string' },
    seed: { type: 'string' },
    bonuses: { type: 'string' },
    out: { type: 'string' },
  },
});

const database = generateDatabase({
  users: Number(values.users ?? DEFAULT_SEED_OPTIONS.users),
  bonuses: Number(values.bonuses ?? DEFAULT_SEED_OPTIONS.bonuses),
  seed: Number(values.seed ?? DEFAULT_SEED_OPTIONS.seed),
});
const out = values.out ?? DEFAULT_DB_FILE;
fs.writeFileSync(out, JSON.stringify(database));
console.log(`Seeded ${database.users.length} users and ${database.bonuses.length} recognitions into ${out}`);
