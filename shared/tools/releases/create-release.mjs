// `npm run release -w <app>`: builds one app alone into an immutable, content-addressed release.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { contractFacts } from './contract-facts.mjs';
import { releaseDir, releasesDir } from './registry.mjs';

const require = createRequire(import.meta.url);
const { REMOTES } = require('../system.cjs');
const REPO_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
export const RELEASE_FACTS = 'release.json';

export const appDirOf = (app) => {
  if (app === 'shell') return path.join(REPO_ROOT, 'shell');
  const remote = REMOTES.find((candidate) => candidate.id === app);
  if (!remote) throw new Error(`Unknown app "${app}": one of shell, ${REMOTES.map((entry) => entry.id).join(', ')}`);
  return path.join(REPO_ROOT, remote.dir);
};

const filesUnder = (dir, prefix = '') =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    )
    .sort();

/** The first 8 hex digits of a SHA-256 over every file's path and bytes: same files, same release. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 8);
}

/** What promotion checks: the contract facts and the shared modules the build was made against. */
export function releaseFacts(app, release, builtDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(builtDir, 'mf-manifest.json'), 'utf8'));
  const { contractVersion, supportedContractVersions, routes, widgets } = contractFacts(app);
  return {
    app,
    release,
    createdAt: new Date().toISOString(),
    contractVersion,
    ...(app === 'shell' ? { supportedContractVersions } : { routes, widgets }),
    shared: manifest.shared.map(({ name, version, requiredVersion, singleton }) => ({
      name,
      version,
      requiredVersion,
      singleton: Boolean(singleton),
    })),
  };
}

/**
 * Builds `app` into a staging folder beside the releases and renames it to `<version>-<hash>`. A
 * release is never overwritten: the same files make the same id, which is then reported, not rebuilt.
 */
export function createRelease(app, env = process.env, build = buildInto) {
  const appDir = appDirOf(app);
  const { version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const appReleases = path.join(releasesDir(env), app);
  fs.mkdirSync(appReleases, { recursive: true });
  const staging = fs.mkdtempSync(path.join(appReleases, '.building-'));
  try {
    build(appDir, staging);
    const release = `${version}-${contentHash(staging)}`;
    const target = releaseDir(app, release, env);
    if (fs.existsSync(target)) return { release, created: false, dir: target };
    fs.writeFileSync(
      path.join(staging, RELEASE_FACTS),
      `${JSON.stringify(releaseFacts(app, release, staging), null, 2)}\n`,
    );
    fs.renameSync(staging, target);
    return { release, created: true, dir: target };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function buildInto(appDir, outputDir) {
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', outputDir], {
    cwd: appDir,
    stdio: 'inherit',
  });
}

export const readReleaseFacts = (dir) => JSON.parse(fs.readFileSync(path.join(dir, RELEASE_FACTS), 'utf8'));
