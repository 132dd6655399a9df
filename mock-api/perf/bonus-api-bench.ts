import { fork } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signAccessToken } from '../src/session/tokens';
import {
  BENCH_SECRET,
  type BenchPeople,
  type BenchPerson,
  type BenchServerReady,
  type BenchServerRequest,
} from './bench-protocol';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    bonuses: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '20' },
    posts: { type: 'string', default: '25' },
    'feed-requests': { type: 'string', default: '20' },
    /** Also run against a db file, as `npm start` does, so every give is written to disk. */
    file: { type: 'boolean', default: false },
    /** The p99 budget of POST /bonuses in ms (e2e/perf/budgets.json); a p99 above it exits 1. */
    'post-p99-budget': { type: 'string' },
  },
});

const count = (name: keyof typeof values) => Number(values[name]);

interface Row {
  measure: string;
  samples: number[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const ms = (value: number) => value.toFixed(1);

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await run();
  return [performance.now() - start, result];
}

/** The API in a process of its own (bench-server.ts), seeded and listening; killed by `close`. */
async function serve(file: boolean) {
  const server = fork(path.join(__dirname, 'bench-server.ts'), {
    execArgv: ['--import', 'tsx'],
  });
  const request: BenchServerRequest = {
    users: count('users'),
    bonuses: count('bonuses'),
    clients: count('clients'),
    file,
  };
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    server.once('message', (message) => resolve(message as BenchServerReady));
    server.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    server.send(request);
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.disconnect();
    });
  return { ...ready, close };
}

const bearerFor = async (person: BenchPerson) =>
  `Bearer ${await signAccessToken({ user_id: person.id, company_id: person.company_id }, BENCH_SECRET)}`;

async function feedLatencies(base: string, reader: BenchPerson, requests: number): Promise<Row[]> {
  const authorization = await bearerFor(reader);
  const get = (page: number) =>
    timed(async () => {
      const response = await fetch(`${base}/api/v2/bonus_feeds?page=${page}`, { headers: { authorization } });
      if (!response.ok) throw new Error(`feed answered ${response.status}`);
      return response.json();
    });
  const [cold] = await get(1);
  const first: number[] = [];
  for (let i = 0; i < requests; i += 1) first.push((await get(1))[0]);
  const deep: number[] = [];
  for (let i = 0; i < requests; i += 1) deep.push((await get(200 + i))[0]);
  return [
    { measure: 'GET /bonus_feeds?page=1 (first request)', samples: [cold] },
    { measure: 'GET /bonus_feeds?page=1', samples: first },
    { measure: 'GET /bonus_feeds?page=200…', samples: deep },
  ];
}

async function postLatencies(base: string, { givers, receivers }: BenchPeople, label: string): Promise<Row[]> {
  let samples: number[] = [];
  let failures = 0;
  const client = async (giver: BenchPerson, clientIndex: number, posts: number) => {
    const authorization = await bearerFor(giver);
    for (let i = 0; i < posts; i += 1) {
      let receiver = receivers[(clientIndex * 97 + i * 13) % receivers.length]!;
      if (receiver.id === giver.id) receiver = receivers[(clientIndex * 97 + i * 13 + 1) % receivers.length]!;
      const [elapsed, status] = await timed(async () => {
        const response = await fetch(`${base}/api/v2/bonuses?include_children=true`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ bonus: { reason: `+1 @${receiver.slug} for the benchmark #OwnIt` } }),
        });
        await response.arrayBuffer();
        return response.status;
      });
      if (status !== 201) failures += 1;
      samples.push(elapsed);
    }
  };
  // The first give of each client meets code not compiled yet: reported on its own, as the feed's first read is.
  await Promise.all(givers.map((giver, index) => client(giver, index, 1)));
  const warmUp = samples;
  samples = [];
  const [wall] = await timed(() => Promise.all(givers.map((giver, index) => client(giver, index, count('posts')))));
  if (failures > 0) throw new Error(`${failures} gives failed`);
  const perSecond = (samples.length / wall) * 1000;
  return [
    { measure: `POST /bonuses, the first of each of ${givers.length} clients at once (${label})`, samples: warmUp },
    {
      measure: `POST /bonuses, ${givers.length} clients × ${count('posts')} (${label}, ${perSecond.toFixed(0)}/s)`,
      samples,
    },
  ];
}

function table(rows: Row[]): string {
  const lines = ['| measure | n | p50 ms | p99 ms | max ms |', '| --- | ---: | ---: | ---: | ---: |'];
  for (const { measure, samples } of rows) {
    const sorted = [...samples].sort((a, b) => a - b);
    lines.push(
      `| ${measure} | ${sorted.length} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.99))} | ${ms(sorted.at(-1)!)} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const memory = await serve(false);
  const rows: Row[] = [
    { measure: `seed ${memory.userCount} users, ${memory.bonusCount} recognitions`, samples: [memory.seedMs] },
  ];
  rows.push(...(await feedLatencies(memory.base, memory.reader, count('feed-requests'))));
  rows.push(...(await postLatencies(memory.base, memory, 'in memory')));
  rows.push(...(await feedLatencies(memory.base, memory.reader, count('feed-requests'))).slice(0, 1));
  rows.at(-1)!.measure += ' after the gives';
  await memory.close();

  if (values.file) {
    const onDisk = await serve(true);
    rows.push(...(await postLatencies(onDisk.base, onDisk, 'db file')));
    await onDisk.close();
  }

  console.log(table(rows));
  const budget = values['post-p99-budget'];
  if (budget === undefined) return;
  const posts = rows.filter((row) => row.measure.startsWith('POST /bonuses, 20 clients')).flatMap((row) => row.samples);
  const p99 = percentile(
    [...posts].sort((a, b) => a - b),
    0.99,
  );
  const over = p99 > Number(budget);
  console.log(`| POST /bonuses p99, 20 clients | ${ms(p99)} ms${over ? ' **over**' : ''} | ≤ ${budget} ms |`);
  if (over) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
