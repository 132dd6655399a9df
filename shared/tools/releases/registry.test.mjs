import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  EMPTY_REGISTRY,
  liveRelease,
  promoted,
  readRegistry,
  rolledBack,
  updateRegistry,
  withLiveReleases,
} from './registry.mjs';

const tempEnv = () => ({ LAUREL_RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-releases-')) });

test('a promotion makes the release live and keeps the one it replaces for a rollback', () => {
  const once = promoted(EMPTY_REGISTRY, 'development', 'rewards', '0.1.0-aaaaaaaa');
  const twice = promoted(once, 'development', 'rewards', '0.1.0-bbbbbbbb');
  assert.equal(liveRelease(twice, 'development', 'rewards'), '0.1.0-bbbbbbbb');
  const back = rolledBack(twice, 'development', 'rewards');
  assert.equal(liveRelease(back, 'development', 'rewards'), '0.1.0-aaaaaaaa');
  assert.deepEqual(back.environments.development.rewards.previous, []);
  const build = rolledBack(back, 'development', 'rewards');
  assert.equal(liveRelease(build, 'development', 'rewards'), null, "back to the app's own build");
  assert.throws(() => rolledBack(build, 'development', 'rewards'), /no promoted release/);
});

test('promoting the live release again does not put it in its own history', () => {
  const once = promoted(EMPTY_REGISTRY, 'staging', 'admin', '0.1.0-aaaaaaaa');
  const again = promoted(once, 'staging', 'admin', '0.1.0-aaaaaaaa');
  assert.deepEqual(again.environments.staging.admin, { live: '0.1.0-aaaaaaaa', previous: [] });
});

test('one entry changes; other apps and environments stay as they were', () => {
  const start = promoted(
    promoted(EMPTY_REGISTRY, 'production', 'rewards', '0.1.0-aaaaaaaa'),
    'development',
    'admin',
    '0.1.0-cccccccc',
  );
  const next = promoted(start, 'development', 'rewards', '0.1.0-bbbbbbbb');
  assert.equal(liveRelease(next, 'production', 'rewards'), '0.1.0-aaaaaaaa');
  assert.equal(liveRelease(next, 'development', 'admin'), '0.1.0-cccccccc');
});

test('concurrent updates under the lock each keep the other entry, and the file is never half-written', async () => {
  const env = tempEnv();
  const apps = ['recognition', 'announcements', 'programs', 'rewards', 'admin'];
  await Promise.all(
    apps.map((app, index) =>
      updateRegistry((registry) => promoted(registry, 'development', app, `0.1.0-0000000${index}`), env),
    ),
  );
  const registry = readRegistry(env);
  for (const [index, app] of apps.entries())
    assert.equal(liveRelease(registry, 'development', app), `0.1.0-0000000${index}`);
  assert.deepEqual(fs.readdirSync(env.LAUREL_RELEASES_DIR), ['registry.json']);
});

test('a change that throws leaves the registry as it was and releases the lock', async () => {
  const env = tempEnv();
  await updateRegistry((registry) => promoted(registry, 'development', 'rewards', '0.1.0-aaaaaaaa'), env);
  await assert.rejects(
    updateRegistry((registry) => rolledBack(registry, 'production', 'rewards'), env),
    /no promoted release/,
  );
  assert.equal(liveRelease(readRegistry(env), 'development', 'rewards'), '0.1.0-aaaaaaaa');
  await updateRegistry((registry) => promoted(registry, 'development', 'rewards', '0.1.0-bbbbbbbb'), env);
});

test("the served remotes.json points a remote with a live release at it, on the remote's own origin", () => {
  const config = {
    remotes: [
      { id: 'rewards', name: 'laurel_rewards', entry: 'http://localhost:3004/mf-manifest.json' },
      { id: 'admin', name: 'laurel_admin', entry: 'http://localhost:3005/mf-manifest.json' },
    ],
  };
  const registry = promoted(EMPTY_REGISTRY, 'development', 'rewards', '0.1.0-aaaaaaaa');
  const served = withLiveReleases(config, registry, 'development');
  assert.equal(served.remotes[0].entry, 'http://localhost:3004/releases/0.1.0-aaaaaaaa/mf-manifest.json');
  assert.equal(served.remotes[1].entry, config.remotes[1].entry);
  assert.deepEqual(withLiveReleases(config, registry, 'production'), config);
});
