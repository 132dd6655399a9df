// The apps of the system, their ports and their route prefixes: one table for
// the launcher, the dev servers, the e2e servers and the default remotes.json.
const REMOTES = [
  { id: 'recognition', dir: 'remote-recognition', area: 'Recognition', port: 3001 },
  { id: 'announcements', dir: 'remote-announcements', area: 'Announcements', port: 3002 },
  { id: 'programs', dir: 'remote-programs', area: 'Programs', port: 3003 },
  { id: 'rewards', dir: 'remote-rewards', area: 'Rewards', port: 3004 },
  { id: 'admin', dir: 'remote-admin', area: 'Admin', port: 3005 },
];

const SHELL_PORT = 3000;
const MOCK_API_PORT = 3100;

/** Ports used by the e2e run, offset so tests never collide with `npm start` (or with another e2e run). */
const E2E_PORT_OFFSET = Number(process.env.LAUREL_E2E_PORT_OFFSET ?? 1000);

const remoteName = (id) => `laurel_${id}`;

function remoteEntryUrl(origin) {
  return `${origin}/mf-manifest.json`;
}

function defaultRemotesConfig(portOffset = 0) {
  return {
    remotes: REMOTES.map((remote) => ({
      id: remote.id,
      name: remoteName(remote.id),
      entry: remoteEntryUrl(`http://localhost:${remote.port + portOffset}`),
    })),
  };
}

/** Paths the browser sends to the API through the app's own origin; `/1/indexes` is the search protocol. */
const API_PATHS = ['/api', '/users', '/cable', '/uploads', '/algolia_key_generator', '/1/indexes', '/health'];
/** The app's own pages under an API path (platform §2 names `/users/edit`): served by the app, never proxied. */
const APP_PAGES_UNDER_API_PATHS = ['/users/edit'];

/** The proxies' filter: a path under `API_PATHS` that is not one of the app's pages. */
const isApiPath = (pathname) =>
  API_PATHS.some((prefix) => pathname.startsWith(prefix)) && !APP_PAGES_UNDER_API_PATHS.includes(pathname);

module.exports = {
  API_PATHS,
  isApiPath,
  REMOTES,
  SHELL_PORT,
  MOCK_API_PORT,
  E2E_PORT_OFFSET,
  remoteName,
  remoteEntryUrl,
  defaultRemotesConfig,
};
