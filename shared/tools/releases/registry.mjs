// The release registry: which release of each app is live in each environment. One JSON file beside
// the releases, changed only through `updateRegistry`, which holds a lock and replaces the file whole.
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const LOCK_WAIT_MS = 10_000;

/** A release id: the app's version and the hash of its files, e.g. `0.1.0-3f9a0c1d`. */
export const RELEASE_ID = /^[0-9A-Za-z.+-]+-[0-9a-f]{8}$/;

export const releasesDir = (env = process.env) =>
  path.resolve(env.LAUREL_RELEASES_DIR ?? path.join(REPO_ROOT, 'releases'));
export const releaseEnvironment = (env = process.env) => env.LAUREL_ENV ?? 'development';
export const registryFile = (env = process.env) => path.join(releasesDir(env), 'registry.json');
export const releaseDir = (app, release, env = process.env) => path.join(releasesDir(env), app, release);

export const EMPTY_REGISTRY = { environments: {} };

export function readRegistry(env = process.env) {
  try {
    return JSON.parse(fs.readFileSync(registryFile(env), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return EMPTY_REGISTRY;
    throw error;
  }
}

/** The live release of `app` in `environment`, if one was promoted. */
export const liveRelease = (registry, environment, app) => registry.environments[environment]?.[app]?.live;

/** `registry` with `release` live for `app`; the one it replaces goes first in the history. */
export function promoted(registry, environment, app, release) {
  const entry = registry.environments[environment]?.[app] ?? { live: null, previous: [] };
  const previous = entry.live && entry.live !== release ? [entry.live, ...entry.previous] : entry.previous;
  return withEntry(registry, environment, app, { live: release, previous });
}

/**
 * `registry` with the release before the live one live again, or none (the app's own build) after its
 * first promoted release; throws when nothing was promoted.
 */
export function rolledBack(registry, environment, app) {
  const entry = registry.environments[environment]?.[app];
  if (!entry?.live) throw new Error(`${app} has no promoted release to roll back in ${environment}`);
  const [live = null, ...previous] = entry.previous;
  return withEntry(registry, environment, app, { live, previous });
}

const withEntry = (registry, environment, app, entry) => ({
  ...registry,
  environments: {
    ...registry.environments,
    [environment]: { ...registry.environments[environment], [app]: entry },
  },
});

/**
 * Reads, changes and writes the registry under an exclusive lock: two promotions at once each keep
 * the other's entry. The new file is written aside and renamed over the old one, so a reader (the
 * shell's server) sees the old registry or the new one, never half of one.
 */
export async function updateRegistry(change, env = process.env) {
  const file = registryFile(env);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const release = await acquireLock(`${file}.lock`);
  try {
    const next = change(readRegistry(env));
    const aside = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(aside, `${JSON.stringify(next, null, 2)}\n`);
    fs.renameSync(aside, file);
    return next;
  } finally {
    release();
  }
}

async function acquireLock(lockFile) {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lockFile, 'wx'));
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() > deadline)
        throw new Error(`the release registry is locked (${lockFile}); remove it if no promotion is running`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * `remotes.json` with each remote that has a live release in `environment` pointed at that release,
 * served by the remote's own server under `/releases/<release>/`.
 */
export function withLiveReleases(config, registry, environment) {
  return {
    ...config,
    remotes: config.remotes.map((remote) => {
      const release = liveRelease(registry, environment, remote.id);
      if (!release) return remote;
      const origin = new URL(remote.entry).origin;
      return { ...remote, entry: `${origin}/releases/${release}/mf-manifest.json` };
    }),
  };
}
