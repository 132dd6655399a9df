import path from 'node:path';

/** The development database: written by `npm run seed`, ignored by git. */
export const DEFAULT_DB_FILE = path.resolve(__dirname, '../../db.json');
