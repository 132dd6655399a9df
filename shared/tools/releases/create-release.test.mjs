import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentHash, createRelease, readReleaseFacts } from './create-release.mjs';

const manifest = {
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
  ],
};
const fakeBuild = (text) => (_appDir, outputDir) => {
  fs.writeFileSync(path.join(outputDir, 'remoteEntry.js'), text);
  fs.writeFileSync(path.join(outputDir, 'mf-manifest.json'), JSON.stringify(manifest));
};

test('a release is named by version and content, carries its facts, and is never overwritten', () => {
  const env = { LAUREL_RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-releases-')) };
  const first = createRelease('rewards', env, fakeBuild('var v = 1;'));
  assert.match(first.release, /^0\.1\.0-[0-9a-f]{8}$/);
  assert.equal(first.created, true);
  const facts = readReleaseFacts(first.dir);
  assert.equal(facts.contractVersion, 2);
  assert.ok(facts.routes.includes('/rewards'));
  assert.deepEqual(facts.shared[1], {
    name: 'react/jsx-runtime',
    version: '19.3.1',
    requiredVersion: '^19.3.1',
    singleton: false,
  });

  fs.writeFileSync(path.join(first.dir, 'marker'), 'kept');
  const same = createRelease('rewards', env, fakeBuild('var v = 1;'));
  assert.deepEqual([same.release, same.created], [first.release, false]);
  assert.equal(fs.readFileSync(path.join(first.dir, 'marker'), 'utf8'), 'kept', 'the first release is untouched');

  const changed = createRelease('rewards', env, fakeBuild('var v = 2;'));
  assert.notEqual(changed.release, first.release);
  assert.deepEqual(
    fs.readdirSync(path.join(env.LAUREL_RELEASES_DIR, 'rewards')).sort(),
    [first.release, changed.release].sort(),
  );
});

test('a failed build leaves no release and no staging folder behind', () => {
  const env = { LAUREL_RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-releases-')) };
  assert.throws(() =>
    createRelease('rewards', env, () => {
      throw new Error('webpack failed');
    }),
  );
  assert.deepEqual(fs.readdirSync(path.join(env.LAUREL_RELEASES_DIR, 'rewards')), []);
});

test('the hash covers file names and bytes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laurel-hash-'));
  fs.writeFileSync(path.join(dir, 'a.js'), 'x');
  const before = contentHash(dir);
  fs.renameSync(path.join(dir, 'a.js'), path.join(dir, 'b.js'));
  assert.notEqual(contentHash(dir), before);
});
