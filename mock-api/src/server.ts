import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { createMockApi } from './app';
import type { JobScheduler } from './jobs/job-scheduler';
import { jwtSecret } from './config';
import { attachCable } from './realtime/cable-server';
import { refuseOtherUpgrades } from './realtime/upgrade-paths';
import { attachTranscription } from './transcription/transcription-server';
import { pocketsphinxRecogniser } from './transcription/speech-recogniser';
import type { TranscriptionClaims } from './transcription/transcription-token';
import { DEFAULT_DB_FILE } from './db/db-file';
import { DATABASE_SCHEMA_VERSION, type Database } from './db/types';
import { CABLE_PATH, TRANSCRIPTION_STREAM_PATH } from '@laurel/shared/contract';
import { DEFAULT_SEED_OPTIONS, generateDatabase } from './seed/generate';

const require = createRequire(__filename);
const { MOCK_API_PORT } = require('@laurel/shared/system') as { MOCK_API_PORT: number };

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    memory: { type: 'boolean', default: false },
    db: { type: 'string' },
    /** With --memory: a company of this size, for benchmarks. */
    users: { type: 'string' },
    bonuses: { type: 'string' },
    items: { type: 'string' },
    /** The e2e servers only: POST /__test__/clock moves a company's job clock forward. */
    'test-clock': { type: 'boolean', default: false },
  },
});

const seedOptions = {
  ...DEFAULT_SEED_OPTIONS,
  ...(values.users ? { users: Number(values.users) } : {}),
  ...(values.bonuses ? { bonuses: Number(values.bonuses) } : {}),
  ...(values.items ? { items: Number(values.items) } : {}),
};

function isCurrentDatabase(file: string): boolean {
  try {
    const database = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Database>;
    return database.meta?.schema_version === DATABASE_SCHEMA_VERSION;
  } catch {
    return false;
  }
}

function databaseSource() {
  if (values.memory) return generateDatabase(seedOptions);
  const file = values.db ?? DEFAULT_DB_FILE;
  if (!isCurrentDatabase(file)) {
    if (fs.existsSync(file)) console.log(`mock-api: ${file} is from an older version; seeding it afresh`);
    fs.writeFileSync(file, JSON.stringify(generateDatabase(DEFAULT_SEED_OPTIONS)));
  }
  return file;
}

const port = Number(values.port ?? process.env.PORT ?? MOCK_API_PORT);
const secret = jwtSecret();
// The cable server comes first: the API's routes broadcast through it.
const server = http.createServer();
let isActiveUser: (userId: number) => boolean = () => false;
const cable = attachCable(server, { secret, isActiveUser: (userId) => isActiveUser(userId) });
const recogniser = pocketsphinxRecogniser();
const app = createMockApi({
  source: databaseSource(),
  secret,
  realtime: cable,
  recogniser,
  testClock: values['test-clock'],
});
const jobs = app.locals.jobs as JobScheduler;
isActiveUser = app.locals.isActiveUser as typeof isActiveUser;
const isActiveMember = app.locals.isActiveMember as (claims: TranscriptionClaims) => boolean;
const transcription = attachTranscription(server, { secret, recogniser, isActiveMember });
refuseOtherUpgrades(server, [CABLE_PATH, TRANSCRIPTION_STREAM_PATH]);
if (!recogniser.available())
  console.log('mock-api: pocketsphinx is not installed; voice dictation answers "unavailable"');
server.on('request', app);
server.listen(port, () => {
  jobs.start();
  console.log(`mock-api: listening on http://localhost:${port}${values.memory ? ' (in memory)' : ''}`);
});
const stop = () => {
  jobs.stop();
  (app.locals.flushDatabase as () => void)();
  void cable.close();
  void transcription.close();
  server.close(() => process.exit(0));
  // Keep-alive connections (the proxy's, the browser's) would hold close() open indefinitely.
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
