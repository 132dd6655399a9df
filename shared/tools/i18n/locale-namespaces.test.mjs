import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { localeNamespaces, namespaceOfFile } = require('../../federation/locale-namespaces.cjs');

function appWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locale-namespaces-'));
  for (const [name, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), source);
  }
  return dir;
}

test('a file fills the namespace its module gives it: a bundle, a resources key, or its binding', () => {
  const dir = appWith({
    'i18n.ts':
      "import programs from './locales/en/programs.json';\nimport carousel from './locales/en/announcement-carousel.json';\ncreateI18n({ en: { programs, announcements: carousel } });",
    'claim/claim-copy.ts':
      "import claim from '../locales/en/claim.json';\ni18n.addResourceBundle('en', 'incentives', claim, true, false);",
    'claim/claim.test.ts':
      "import claim from '../locales/en/claim.json';\ni18n.addResourceBundle('en', 'other', claim);",
  });
  const namespaces = localeNamespaces(dir);
  assert.equal(namespaceOfFile(namespaces, 'programs.json'), 'programs');
  assert.equal(namespaceOfFile(namespaces, 'announcement-carousel.json'), 'announcements');
  assert.equal(namespaceOfFile(namespaces, 'claim.json'), 'incentives');
  assert.equal(namespaceOfFile(namespaces, 'seasonal.json'), 'seasonal');
});

test('a file given two namespaces is an error that names both', () => {
  const dir = appWith({
    'a.ts': "import copy from './locales/en/copy.json';\ni18n.addResourceBundle('en', 'one', copy);",
    'b.ts': "import copy from './locales/en/copy.json';\ni18n.addResourceBundle('en', 'two', copy);",
  });
  assert.throws(() => localeNamespaces(dir), /copy\.json fills two namespaces, one and two/);
});

test('the apps’ own files: remote-programs’ claim and one-on-ones join incentives and growth', () => {
  const namespaces = localeNamespaces(path.resolve('remote-programs/src'));
  assert.equal(namespaceOfFile(namespaces, 'claim.json'), 'incentives');
  assert.equal(namespaceOfFile(namespaces, 'one-on-ones.json'), 'growth');
  assert.equal(namespaceOfFile(namespaces, 'awards-admin.json'), 'awardsAdmin');
});

test('the build serves a language’s files under their namespace: German incentives holds the claim’s copy', () => {
  const { localeFiles, mergedNamespace } = require('../../federation/emit-translations-plugin.cjs');
  const files = localeFiles();
  const claim = JSON.parse(fs.readFileSync(path.resolve('remote-programs/src/locales/de/claim.json'), 'utf8'));
  const incentives = mergedNamespace(files, 'de', 'incentives');
  for (const key of Object.keys(claim)) assert.deepEqual(incentives[key], claim[key], key);
});

test('files that fill one namespace share no top-level key, so merging them loses nothing', () => {
  const { localeFiles } = require('../../federation/emit-translations-plugin.cjs');
  const owners = new Map();
  for (const { dir, file, namespace } of localeFiles()) {
    for (const key of Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'en', file), 'utf8')))) {
      const owner = owners.get(`${namespace}:${key}`);
      assert.equal(owner, undefined, `${namespace}:${key} is in ${owner} and ${file}`);
      owners.set(`${namespace}:${key}`, file);
    }
  }
});
