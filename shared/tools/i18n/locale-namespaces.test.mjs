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
