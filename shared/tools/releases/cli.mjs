#!/usr/bin/env node
// Releases of one app: `release`, `promote <release>`, `rollback`, `list` (see docs/releasing-a-remote.md).
// Usage: cli.mjs <release|promote|rollback|list> <app> [release] [--no-smoke]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { appDirOf, createRelease, readReleaseFacts, releaseFacts } from './create-release.mjs';
import { promotionProblems } from './promotion-checks.mjs';
import { smokeRun } from './smoke.mjs';
import {
  liveRelease,
  promoted,
  readRegistry,
  releaseDir,
  releaseEnvironment,
  releasesDir,
  rolledBack,
  updateRegistry,
  RELEASE_ID,
} from './registry.mjs';

const require = createRequire(import.meta.url);
const { REMOTES, SHELL_PORT } = require('../system.cjs');

const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'no-smoke': { type: 'boolean' } } });
const [command, app, wanted] = positionals;
const environment = releaseEnvironment();
const shellOrigin = process.env.LAUREL_SHELL_URL ?? `http://localhost:${SHELL_PORT}`;

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const releasesOf = (id) =>
  fs.existsSync(path.join(releasesDir(), id))
    ? fs.readdirSync(path.join(releasesDir(), id)).filter((name) => RELEASE_ID.test(name))
    : [];

/** What is live now: each app's promoted release, or its current build (dist) when none was promoted. */
function liveFacts(id) {
  const release = liveRelease(readRegistry(), environment, id);
  if (release) return readReleaseFacts(releaseDir(id, release));
  return releaseFacts(id, 'dist', path.join(appDirOf(id), 'dist'));
}

async function promote() {
  if (app === 'shell') fail('The shell is served from its build; promoting a shell release is not supported yet.');
  if (!wanted || !releasesOf(app).includes(wanted))
    fail(`No release "${wanted ?? ''}" of ${app}. Releases: ${releasesOf(app).join(', ') || 'none'}`);
  const candidate = readReleaseFacts(releaseDir(app, wanted));
  const others = REMOTES.filter((remote) => remote.id !== app).map((remote) => liveFacts(remote.id));
  const problems = promotionProblems(candidate, liveFacts('shell'), others);
  if (problems.length) fail(`Refused: ${app} ${wanted} cannot go live in ${environment}.\n- ${problems.join('\n- ')}`);
  if (!values['no-smoke']) {
    const served = await fetch(`${shellOrigin}/remotes.json`).catch(() => null);
    if (!served?.ok) fail(`The live shell at ${shellOrigin} does not answer: start it (npm start) or pass --no-smoke.`);
    const current = (await served.json()).remotes.find((remote) => remote.id === app);
    const entry = `${new URL(current.entry).origin}/releases/${wanted}/mf-manifest.json`;
    const route = candidate.routes.find((pattern) => !pattern.includes(':')) ?? '/';
    console.log(`Smoke run: ${route} on ${shellOrigin} with ${app} from ${entry}`);
    const smokeProblems = await smokeRun({ shellOrigin, app, entry, route });
    if (smokeProblems.length) fail(`Refused: the smoke run failed.\n- ${smokeProblems.join('\n- ')}`);
  }
  await updateRegistry((registry) => promoted(registry, environment, app, wanted));
  console.log(`${app} ${wanted} is live in ${environment}; open pages take it on their next navigation.`);
}

async function rollback() {
  const registry = await updateRegistry((current) => rolledBack(current, environment, app)).catch((error) =>
    fail(error.message),
  );
  const live = liveRelease(registry, environment, app);
  console.log(
    live
      ? `${app} ${live} is live again in ${environment}.`
      : `${app} is back to its own build (dist) in ${environment}.`,
  );
}

function list() {
  const live = liveRelease(readRegistry(), environment, app);
  const releases = releasesOf(app);
  if (!releases.length)
    return console.log(`No releases of ${app} yet: npm run release -w ${path.basename(appDirOf(app))}`);
  for (const release of releases.sort())
    console.log(`${release === live ? '*' : ' '} ${release}  ${readReleaseFacts(releaseDir(app, release)).createdAt}`);
}

function release() {
  const { release: id, created, dir } = createRelease(app);
  console.log(created ? `Released ${app} ${id} in ${dir}` : `${app} ${id} is already released (same files): ${dir}`);
  console.log(
    app === 'shell'
      ? 'The shell is served from its build: a shell release is kept, not promoted (not supported yet).'
      : `Promote it with: npm run promote -w ${path.basename(appDirOf(app))} -- ${id}`,
  );
}

const COMMANDS = { release, promote, rollback, list };
if (!COMMANDS[command] || !app) fail('Usage: cli.mjs <release|promote|rollback|list> <app> [release] [--no-smoke]');
try {
  appDirOf(app);
} catch (error) {
  fail(error.message);
}
await COMMANDS[command]();
