import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(__filename);
const system = require('@laurel/shared/system') as {
  REMOTES: { id: string; dir: string; area: string; port: number }[];
  SHELL_PORT: number;
  MOCK_API_PORT: number;
  E2E_PORT_OFFSET: number;
  defaultRemotesConfig: (portOffset: number) => { remotes: { id: string; name: string; entry: string }[] };
};

export const REPO_ROOT = path.resolve(__dirname, '../..');
export const SERVE_APP = path.join(REPO_ROOT, 'shared/tools/serve-app.mjs');

const offset = system.E2E_PORT_OFFSET;
export const API_PORT = system.MOCK_API_PORT + offset;
export const SHELL_PORT = system.SHELL_PORT + offset;
export const SHELL_ORIGIN = `http://localhost:${SHELL_PORT}`;
export const API_ORIGIN = `http://localhost:${API_PORT}`;

export const REMOTES = system.REMOTES.map((remote) => ({
  ...remote,
  port: remote.port + offset,
  origin: `http://localhost:${remote.port + offset}`,
}));

/** The remotes.json the shell is built with, moved to the e2e ports. */
export const e2eRemotesConfig = () => system.defaultRemotesConfig(offset);

export type E2eRemote = (typeof REMOTES)[number];

export const remoteById = (id: string): E2eRemote => {
  const remote = REMOTES.find((candidate) => candidate.id === id);
  if (!remote) throw new Error(`Unknown remote ${id}`);
  return remote;
};

export interface SeedSize {
  users: number;
  bonuses: number;
  /** Rewards catalogue items; the seed's own size when left out. */
  items?: number;
}

/** The production servers of the whole system on the e2e ports: what `npm start` runs, in memory. */
export function systemServers({ seed }: { seed?: SeedSize } = {}) {
  const seedArgs = seed
    ? ` --users ${seed.users} --bonuses ${seed.bonuses}${seed.items === undefined ? '' : ` --items ${seed.items}`}`
    : '';
  const remoteUrls = Object.fromEntries(
    REMOTES.map((remote) => [`LAUREL_REMOTE_${remote.id.toUpperCase()}_URL`, remote.origin]),
  );
  return [
    {
      // --test-clock: the celebrations-job spec moves one small company's job clock (mock-api/src/jobs).
      command: `${process.execPath} --import tsx src/server.ts --memory --test-clock --port ${API_PORT}${seedArgs}`,
      cwd: path.join(REPO_ROOT, 'mock-api'),
      url: `${API_ORIGIN}/health`,
    },
    ...REMOTES.map((remote) => ({
      command: `${process.execPath} ${SERVE_APP} ${remote.id} --port ${remote.port} --api ${API_ORIGIN}`,
      cwd: REPO_ROOT,
      url: `${remote.origin}/mf-manifest.json`,
    })),
    {
      command: `${process.execPath} ${SERVE_APP} shell --port ${SHELL_PORT} --api ${API_ORIGIN}`,
      cwd: REPO_ROOT,
      url: `${SHELL_ORIGIN}/remotes.json`,
      env: { ...remoteUrls, LAUREL_WIDGET_FRAME_ORIGINS: WIDGET_HOST_ALLOWED },
    },
  ];
}

/** Origins e2e pages pretend to be when they frame the widget: the first may, the second may not. */
export const WIDGET_HOST_ALLOWED = 'http://localhost:4090';
export const WIDGET_HOST_REFUSED = 'http://localhost:4091';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Debian's Chromium quiet and working as root on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
