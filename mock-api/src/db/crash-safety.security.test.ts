import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { generateDatabase } from '../seed/generate';
import { MAIN_COMPANY_ID } from '../seed/companies';
import { signAccessToken } from '../session/tokens';
import type { Bonus, Database, User } from '../db/types';
import { TEST_TODAY } from '../testing/test-api';
import { securityTally, writeSecurityResults } from '../testing/security-results';

/**
 * The real server as a child process on a db file: 200 concurrent gives, SIGKILL in the middle, a restart
 * on the same file. The file must parse, the points in it must add up to the seeded sum, and every user's
 * balance must be exactly what the recognitions in the file explain: a give is wholly there or wholly absent.
 */
const RUNS = 20;
const GIVES_PER_RUN = 200;
const GIVERS = 8;
/** Big enough that a write of the file takes some milliseconds to hit, small enough to be written every 100 ms. */
const SEED = { users: 300, bonuses: 3000 };
const SECRET_TEXT = 'crash-safety-test-secret-at-least-32-bytes';
const SECRET = new TextEncoder().encode(SECRET_TEXT);
const MOCK_API_DIR = path.resolve(__dirname, '../..');
const START_TIMEOUT_MS = 20_000;
/** 35–75 s alone on 2 cores; beside the other security tests on a busy machine it has taken over 120 s. */
const CRASH_TEST_TIMEOUT_MS = 240_000;

const crashRuns = securityTally('crash runs survived (SIGKILL mid-burst)', () => '');
const figures = { replayed: 0, midWrite: 0, ms: 0 };
afterAll(() => {
  const row = crashRuns.row();
  const outcome =
    row.failures === 0
      ? 'every file parsed, the sum conserved, each balance explained by its rows'
      : `${row.failures} runs broke the file or the sums`;
  row.detail =
    `${row.cases} runs × ${GIVES_PER_RUN} concurrent gives, SIGKILL mid-burst (${figures.midWrite} inside a file write): ${outcome}; ` +
    `${figures.replayed} retries after a restart answered from their Idempotency-Key, none given twice; ${(figures.ms / 1000).toFixed(1)} s`;
  writeSecurityResults('crash-safety', [row]);
});

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

function startServer(file: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', '--port', String(port), '--db', file], {
    cwd: MOCK_API_DIR,
    env: { ...process.env, LAUREL_JWT_SECRET: SECRET_TEXT, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`mock-api did not start:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`mock-api exited with ${code}:\n${output}`)));
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

const pointsOf = (user: User) => ({
  spendable: user.giving_balance + user.flash_points_balance,
  earned: user.earning_balance,
});
// The company's budgets count too: the daily celebrations job, run at the server's start, pays from them.
const sumOf = (db: Database) =>
  db.users.reduce((sum, user) => sum + user.giving_balance + user.flash_points_balance + user.earning_balance, 0) +
  db.company_budgets.reduce((sum, budget) => sum + budget.balance, 0);

/** Every user's balance as the seed plus the recognitions given since: what the file must say. */
function expectedBalances(seed: Database, given: readonly Bonus[], paidByCompany: ReadonlySet<number>) {
  const expected = new Map(seed.users.map((user) => [user.id, pointsOf(user)]));
  for (const bonus of given) {
    if (!paidByCompany.has(bonus.id))
      expected.get(bonus.giver_id)!.spendable -= bonus.amount * bonus.receiver_ids.length;
    for (const id of bonus.receiver_ids) expected.get(id)!.earned += bonus.amount;
  }
  return expected;
}

function checkFile(
  file: string,
  seed: Database,
  seedMaxBonusId: number,
): { ok: boolean; given: number; why: string; db?: Database } {
  let db: Database;
  try {
    db = JSON.parse(fs.readFileSync(file, 'utf8')) as Database;
  } catch (error) {
    return { ok: false, given: 0, why: `the file does not parse: ${String(error)}` };
  }
  const given = db.bonuses.filter((bonus) => bonus.id > seedMaxBonusId);
  const reasons = new Set(given.map((bonus) => bonus.reason));
  if (reasons.size !== given.length) return { ok: false, given: given.length, why: 'a retried give was applied twice' };
  if (sumOf(db) !== sumOf(seed)) return { ok: false, given: given.length, why: `sum ${sumOf(db)} ≠ ${sumOf(seed)}` };
  const expected = expectedBalances(seed, given, new Set(db.celebration_posts.map((post) => post.bonus_id)));
  const off = db.users.filter((user) => {
    const want = expected.get(user.id)!;
    const have = pointsOf(user);
    return want.spendable !== have.spendable || want.earned !== have.earned;
  });
  if (off.length > 0)
    return { ok: false, given: given.length, why: `${off.length} balances not explained by the bonus rows` };
  return { ok: true, given: given.length, why: '', db };
}

/** The seed, with a few givers who cannot run out of points, and who gives to whom. */
function seedFor() {
  const seed = generateDatabase({ ...SEED, today: TEST_TODAY });
  const colleagues = seed.users.filter(
    (user) => user.company_id === MAIN_COMPANY_ID && user.status === 'active' && user.user_mode === 'normal',
  );
  const givers = colleagues.filter((user) => user.can_give).slice(0, GIVERS);
  for (const giver of givers) giver.giving_balance = 1_000_000;
  return { seed, givers, receivers: colleagues };
}

interface Answer {
  status: number;
  replayed: boolean;
}

const reasonTag = (run: number, i: number) => `crash-run-${run}-give-${i}-`;
const givesOfRun = (db: Database, run: number) =>
  db.bonuses.filter((bonus) => bonus.reason.includes(`crash-run-${run}-give-`));

/** The run's gives, all at once, each with its own Idempotency-Key; sent again after the restart, as a client retries. */
async function burst(base: string, givers: User[], receivers: User[], run: number, onAnswer: (status: number) => void) {
  const bearers = await Promise.all(
    givers.map(
      async (user) => `Bearer ${await signAccessToken({ user_id: user.id, company_id: user.company_id }, SECRET)}`,
    ),
  );
  return Promise.allSettled(
    Array.from({ length: GIVES_PER_RUN }, async (_, i): Promise<Answer> => {
      const giver = i % givers.length;
      const [first, second] = [
        receivers[(run * 31 + i * 7) % receivers.length]!,
        receivers[(run * 17 + i * 13 + 1) % receivers.length]!,
      ];
      const named = [first, second].filter((user) => user.id !== givers[giver]!.id);
      const mentions = [...new Set(named.map((user) => `@${user.slug}`))].join(' ');
      const response = await fetch(`${base}/api/v2/bonuses`, {
        method: 'POST',
        headers: {
          authorization: bearers[giver]!,
          'content-type': 'application/json',
          'idempotency-key': `crash-${run}-${i}`,
        },
        body: JSON.stringify({ bonus: { reason: `+${1 + (i % 5)} ${mentions} ${reasonTag(run, i)} #OwnIt` } }),
      });
      await response.arrayBuffer();
      onAnswer(response.status);
      return { status: response.status, replayed: response.headers.get('idempotent-replayed') === 'true' };
    }),
  );
}

describe('crash-safe persistence', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-crash-'));
  const file = path.join(dir, 'db.json');
  let server: ChildProcess | null = null;
  afterAll(async () => {
    server?.kill('SIGKILL');
    if (server) await exited(server);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    `survives ${RUNS} SIGKILLs in the middle of ${GIVES_PER_RUN} concurrent gives`,
    async () => {
      const started = performance.now();
      const { seed, givers, receivers } = seedFor();
      const seedMaxBonusId = Math.max(...seed.bonuses.map((bonus) => bonus.id));
      fs.writeFileSync(file, JSON.stringify(seed));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      server = await startServer(file, port);
      const problems: string[] = [];

      for (let run = 0; run < RUNS; run += 1) {
        const running = server!;
        // A different moment each run, always inside the burst; every other run waits, from then on, for the
        // server to be writing the file (its temporary file exists) and kills it in the middle of that write.
        const killAfter = 10 + ((run * 37) % (GIVES_PER_RUN - 40));
        const midWrite = run % 2 === 0;
        let acknowledged = 0;
        let answered = 0;
        let killedAt = -1;
        let tempFileAtKill = false;
        const writing = () => fs.readdirSync(dir).some((name) => name.endsWith('.tmp'));
        const kill = () => {
          if (killedAt >= 0) return;
          tempFileAtKill = writing();
          running.kill('SIGKILL');
          killedAt = acknowledged;
        };
        let writesDone = 0;
        const watcher = fs.watch(dir, (_event, name) => {
          if (name === path.basename(file)) writesDone += 1;
          // A write that starts after one of this run's writes landed: some of its gives are on disk already.
          if (midWrite && acknowledged >= killAfter && writesDone > 0 && name?.endsWith('.tmp') && writing()) kill();
        });
        const gives = burst(base, givers, receivers, run, (status) => {
          answered += 1;
          if (status === 201) acknowledged += 1;
          const last = answered === GIVES_PER_RUN;
          if (acknowledged >= killAfter && (!midWrite || (writesDone > 0 && writing()) || last)) kill();
        });
        await gives;
        watcher.close();
        await exited(running);
        if (killedAt < 0) problems.push(`run ${run}: the burst ended before the kill`);

        const check = checkFile(file, seed, seedMaxBonusId);
        if (tempFileAtKill) figures.midWrite += 1;
        server = await startServer(file, port);
        const health = await fetch(`${base}/health`);
        // Under load the writer spaces its writes out, so a burst's gives often reach the disk only during the next
        // one: the restarted server is sent this run's gives and the last run's again, as clients retry. Each give on
        // disk is answered from its key (written with it), each lost one is given now, and none is given twice.
        const retried = (
          await Promise.all(
            [run - 1, run].filter((r) => r >= 0).map((r) => burst(base, givers, receivers, r, () => undefined)),
          )
        ).flat();
        const answers = retried.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
        const replayed = answers.filter((answer) => answer.replayed).length;
        const onDisk = check.db
          ? givesOfRun(check.db, run).length + (run > 0 ? givesOfRun(check.db, run - 1).length : 0)
          : -1;
        const retryOk =
          answers.length === retried.length && answers.every((answer) => answer.status === 201) && replayed === onDisk;
        figures.replayed += replayed;
        const ok = check.ok && killedAt >= 0 && health.ok && retryOk;
        const why =
          check.why ||
          (health.ok ? `retry: ${replayed} replayed, ${onDisk} on disk` : `restart answered ${health.status}`);
        if (!crashRuns.count(ok)) problems.push(`run ${run}: ${why}`);
      }
      figures.ms = performance.now() - started;
      expect(problems).toEqual([]);
    },
    CRASH_TEST_TIMEOUT_MS,
  );
});
