import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { specNamespaces } from './spec-namespaces.mjs';

const require = createRequire(import.meta.url);
const { localeNamespaces, namespaceOfFile } = require('../../federation/locale-namespaces.cjs');
const { localeFiles, mergedNamespace } = require('../../federation/emit-translations-plugin.cjs');

const LANGUAGES = ['en', 'de', 'es'];
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

function appWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locale-namespaces-'));
  for (const [name, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), typeof source === 'string' ? source : JSON.stringify(source));
  }
  return dir;
}

test('a file fills the namespace its module gives it: a bundle, a resources key, or its binding', () => {
  const dir = appWith({
    'i18n.ts':
      "import rewards from './locales/en/rewards.json';\nimport carousel from './locales/en/announcement-carousel.json';\ncreateI18n({ en: { rewards, announcements: carousel } });",
    'claim/claim-copy.ts':
      "import claim from '../locales/en/claim.json';\ni18n.addResourceBundle('en', 'rewards', claim, true, false);",
    'claim/claim.test.ts':
      "import claim from '../locales/en/claim.json';\ni18n.addResourceBundle('en', 'other', claim);",
  });
  const namespaces = localeNamespaces(dir);
  assert.equal(namespaceOfFile(namespaces, 'rewards.json'), 'rewards');
  assert.equal(namespaceOfFile(namespaces, 'announcement-carousel.json'), 'announcements');
  assert.equal(namespaceOfFile(namespaces, 'claim.json'), 'rewards');
  assert.equal(namespaceOfFile(namespaces, 'dynamic.json'), 'dynamic');
});

test('a file given two namespaces is an error that names both', () => {
  const dir = appWith({
    'a.ts': "import copy from './locales/en/copy.json';\ni18n.addResourceBundle('en', 'one', copy);",
    'b.ts': "import copy from './locales/en/copy.json';\ni18n.addResourceBundle('en', 'two', copy);",
  });
  assert.throws(() => localeNamespaces(dir), /copy\.json fills two namespaces, one and two/);
});

/** A file → namespace of each app (issue 20's move to the spec's namespaces), with the key prefix it is wrapped in. */
const MOVED = [
  ['shared/src/i18n', 'errors.json', 'common', 'errors'],
  ['shell/src', 'shell.json', 'navigation', 'shell'],
  ['shell/src', 'search.json', 'navigation', 'search'],
  ['shell/src', 'seasonal.json', 'navigation', 'seasonal'],
  ['remote-recognition/src', 'profile_settings.json', 'onboarding', 'profileSettings'],
  ['remote-recognition/src', 'report.json', 'recognition', 'report'],
  ['remote-recognition/src', 'transcribe.json', 'action_input', 'transcribe'],
  ['remote-programs/src', 'awards-admin.json', 'awards', 'admin'],
  ['remote-programs/src', 'celebrations-admin.json', 'celebrations', 'admin'],
  ['remote-programs/src', 'nominations-admin.json', 'nominations', 'admin'],
  ['remote-programs/src', 'incentives.json', 'rewards', 'incentives'],
  ['remote-programs/src', 'incentive-detail.json', 'rewards', 'incentives'],
  ['remote-programs/src', 'claim.json', 'rewards', 'incentives'],
  ['remote-programs/src', 'programs.json', 'rewards', 'programs'],
  ['remote-programs/src', 'approvals.json', 'rewards', 'programs'],
  ['remote-programs/src', 'summary.json', 'rewards', 'programs'],
  ['remote-programs/src', 'incentives-admin.json', 'admin_rewards', 'incentives'],
  ['remote-programs/src', 'program-form.json', 'admin_rewards', 'programForm'],
  ['remote-programs/src', 'program-settings.json', 'admin_rewards', 'programSettings'],
  ['remote-programs/src', 'reported-posts.json', 'recognition', 'reportedPosts'],
  ['remote-admin/src', 'activity_reports.json', 'reports', 'activityReports'],
  ['remote-admin/src', 'analytics.json', 'reports', 'analytics'],
  ['remote-admin/src', 'equity.json', 'reports', 'equity'],
  ['remote-admin/src', 'gaming_signals.json', 'reports', 'gamingSignals'],
  ['remote-admin/src', 'participation.json', 'reports', 'participation'],
  ['remote-admin/src', 'participation_summary.json', 'reports', 'participationSummary'],
  ['remote-admin/src', 'pulse_results.json', 'reports', 'pulseResults'],
  ['remote-admin/src', 'recap.json', 'reports', 'recap'],
  ['remote-admin/src', 'recognition_scores.json', 'reports', 'recognitionScores'],
  ['remote-admin/src', 'reports_kit.json', 'reports', 'kit'],
  ['remote-admin/src', 'subscriptions.json', 'reports', 'subscriptions'],
  ['remote-admin/src', 'admin.json', 'admin_dashboard', 'layout'],
  ['remote-admin/src', 'admin_users.json', 'admin_dashboard', 'users'],
  ['remote-admin/src', 'company_settings.json', 'admin_dashboard', 'companySettings'],
  ['remote-admin/src', 'integrations.json', 'admin_dashboard', 'integrations'],
  ['remote-admin/src', 'billing.json', 'admin_dashboard', 'billing'],
  ['remote-admin/src', 'super_admin.json', 'monarch', undefined],
  ['remote-admin/src', 'catalog_unimplemented.json', 'monarch', 'catalogUnimplemented'],
];

for (const [srcDir, file, namespace, prefix] of MOVED) {
  test(`${srcDir}’s ${file} fills ${namespace}${prefix ? `, its copy under ${prefix}` : ''}`, () => {
    assert.equal(namespaceOfFile(localeNamespaces(path.resolve(srcDir)), file), namespace);
    if (!prefix) return;
    for (const language of LANGUAGES) {
      const tree = readJson(path.resolve(srcDir, 'locales', language, file));
      assert.deepEqual(Object.keys(tree), [prefix], `${language}/${file}`);
    }
  });
}

test('the spec’s namespaces are read from TRANSLATION_NAMESPACES, the list the apps import', () => {
  const namespaces = specNamespaces();
  assert.equal(namespaces.length, 21);
  for (const namespace of ['action_input', 'common', 'monarch', 'navigation', 'vertical_navbar'])
    assert.ok(namespaces.includes(namespace), namespace);
});

test('every locale file of every app fills one of the spec’s namespaces (platform §9)', () => {
  const spec = new Set(specNamespaces());
  const strays = localeFiles()
    .filter(({ namespace }) => !spec.has(namespace))
    .map(({ dir, file, namespace }) => `${path.relative(process.cwd(), dir)}/en/${file} fills ${namespace}`);
  assert.deepEqual(strays, []);
});

test('the build serves a language’s files under their namespace: German rewards holds the claim’s copy', () => {
  const claim = readJson(path.resolve('remote-programs/src/locales/de/claim.json'));
  const rewards = mergedNamespace(localeFiles(), 'de', 'rewards');
  assert.deepEqual(rewards.incentives.claim, claim.incentives.claim);
  assert.ok(rewards.incentives.list && rewards.incentives.detail, 'the list’s and the detail’s copy beside it');
});

test('files of one namespace are merged deeply: they may share a wrapper, not a key', () => {
  const app = appWith({
    'src/copy.ts': [
      "import list from './locales/en/list.json';",
      "import detail from './locales/en/detail.json';",
      "i18n.addResourceBundle('en', 'rewards', list, true, false);",
      "i18n.addResourceBundle('en', 'rewards', detail, true, false);",
    ].join('\n'),
    'src/locales/en/list.json': { incentives: { list: { title: 'Incentives' } } },
    'src/locales/en/detail.json': { incentives: { detail: { title: 'Incentive' } } },
    'src/locales/de/list.json': { incentives: { list: { title: 'Anreize' } } },
    'src/locales/de/detail.json': { incentives: { detail: { title: 'Anreiz', back: 'Zurück' } } },
  });
  const files = localeFiles([path.join(app, 'src/locales')]);
  assert.deepEqual(mergedNamespace(files, 'de', 'rewards'), {
    incentives: { list: { title: 'Anreize' }, detail: { title: 'Anreiz', back: 'Zurück' } },
  });

  fs.writeFileSync(
    path.join(app, 'src/locales/de/detail.json'),
    JSON.stringify({ incentives: { list: { title: 'Anreiz' } } }),
  );
  assert.throws(
    () => mergedNamespace(files, 'de', 'rewards'),
    ({ message }) =>
      /^incentives\.list\.title is set by both /.test(message) &&
      message.includes('de/list.json') &&
      message.includes('de/detail.json'),
  );
});

test('a key named like an object property merges as any other key', () => {
  const app = appWith({
    'src/copy.ts':
      "import words from './locales/en/words.json';\ni18n.addResourceBundle('en', 'rewards', words, true, false);",
    'src/locales/en/words.json': JSON.stringify({ glossary: { constructor: 'Builder', toString: 'Text' } }),
    'src/locales/de/words.json': '{ "glossary": { "constructor": "Bauer", "__proto__": { "x": "Y" } } }',
  });
  const files = localeFiles([path.join(app, 'src/locales')]);
  const german = mergedNamespace(files, 'de', 'rewards');
  assert.equal(german.glossary.constructor, 'Bauer');
  assert.deepEqual(Object.keys(german.glossary), ['constructor', '__proto__']);
  assert.equal(Object.prototype.x, undefined);
  assert.equal(JSON.parse(JSON.stringify(mergedNamespace(files, 'en', 'rewards'))).glossary.toString, 'Text');
});

test('no two files of a namespace set the same key, in any language', () => {
  const files = localeFiles();
  for (const namespace of new Set(files.map((entry) => entry.namespace))) {
    for (const language of LANGUAGES) assert.doesNotThrow(() => mergedNamespace(files, language, namespace));
  }
});
