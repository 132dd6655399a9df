// The benchmark's server in a process of its own, as the API runs for real: the clients' fetch calls and
// their garbage must not share the server's event loop and heap. Told `{ users, bonuses, file? }` on start,
// it seeds, funds the givers, listens and answers with the port and the people the clients act as.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createMockApi } from '../src/app';
import { NO_RATE_LIMITS } from '../src/config';
import { generateDatabase } from '../src/seed/generate';
import { MAIN_COMPANY_ID } from '../src/seed/companies';
import type { Database, User } from '../src/db/types';
import { BENCH_SECRET, type BenchPeople, type BenchServerRequest, type BenchServerReady } from './bench-protocol';

const BENCH_GIVING_BALANCE = 1_000_000;
const person = ({ id, company_id, slug }: User) => ({ id, company_id, slug });

/** The benchmark's givers, each with a balance no run can spend, and the people they give to. */
function fundGivers(db: Database, clients: number): BenchPeople {
  const colleagues = db.users.filter((user) => user.company_id === MAIN_COMPANY_ID && user.status === 'active');
  const givers = colleagues.filter((user) => user.can_give && user.user_mode === 'normal').slice(0, clients);
  for (const giver of givers) giver.giving_balance = BENCH_GIVING_BALANCE;
  return {
    reader: person(db.users.find((user) => user.persona === 'employee')!),
    givers: givers.map(person),
    receivers: colleagues.filter((user) => user.user_mode === 'normal').map(person),
  };
}

async function start({ users, bonuses, clients, file }: BenchServerRequest): Promise<BenchServerReady> {
  const started = performance.now();
  const db = generateDatabase({ users, bonuses, today: new Date() });
  const seedMs = performance.now() - started;
  const people = fundGivers(db, clients);
  let source: Database | string = db;
  if (file) {
    source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-bench-')), 'db.json');
    fs.writeFileSync(source, JSON.stringify(db));
  }
  const app = createMockApi({ source, secret: BENCH_SECRET, allowedOrigins: [], rateLimits: NO_RATE_LIMITS });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.once('disconnect', () => {
    if (typeof source === 'string') {
      (app.locals.flushDatabase as () => void)();
      fs.rmSync(path.dirname(source), { recursive: true, force: true });
    }
    process.exit(0);
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seedMs,
    userCount: db.users.length,
    bonusCount: db.bonuses.length,
    ...people,
  };
}

process.once('message', (request: BenchServerRequest) => {
  start(request).then(
    (ready) => process.send!(ready),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
