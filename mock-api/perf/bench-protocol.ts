/** What the benchmark tells its server process, and what the server answers once it listens. */
export interface BenchServerRequest {
  users: number;
  bonuses: number;
  clients: number;
  /** Serve from a db file, as `npm start` does, so every give is written to disk. */
  file: boolean;
}

export interface BenchPerson {
  id: number;
  company_id: number;
  slug: string;
}

export interface BenchPeople {
  reader: BenchPerson;
  givers: BenchPerson[];
  receivers: BenchPerson[];
}

export interface BenchServerReady extends BenchPeople {
  base: string;
  seedMs: number;
  userCount: number;
  bonusCount: number;
}

export const BENCH_SECRET = new TextEncoder().encode('bonus-api-bench-secret-at-least-32-bytes');
