import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { flatten, placeholdersOf } from './translation-keys.mjs';

const require = createRequire(import.meta.url);
const { pseudoLocalize, pseudoLocalizeTree } = require('../../federation/pseudo-locale.cjs');
const { localeFiles, pseudoNamespace } = require('../../federation/emit-translations-plugin.cjs');

const shownLength = (text) => text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[\w-]+\s*\/?>/g, '').length;

test('accents every letter and brackets the text', () => {
  const pseudo = pseudoLocalize('Rewards');
  assert.match(pseudo, /^\[Ŕ[éá~ŵŕďš]+\]$/);
  assert.doesNotMatch(pseudo, /[a-zA-Z]/);
});

test('lengthens the shown text by about 40 %, doubling vowels first, then with ~', () => {
  for (const english of ['Give recognition', 'OK', 'Points', 'A much longer sentence about the company’s values']) {
    const inside = pseudoLocalize(english).slice(1, -1);
    const grown = inside.length - english.length;
    assert.ok(grown >= Math.round(english.length * 0.4) && grown >= 1, `${english} → ${inside}`);
    assert.ok(grown <= Math.round(english.length * 0.4) + 1, `${english} → ${inside}`);
  }
  assert.equal(pseudoLocalize('Rrr'), '[Ŕŕŕ~]');
});

test('keeps interpolations, nesting and Trans tags as i18next reads them', () => {
  const english = '<0>{{name}}</0> gave you {{count}} points for {{- title}}: $t(common:thanks) <br/>';
  const pseudo = pseudoLocalize(english);
  for (const kept of ['<0>{{name}}</0>', '{{count}}', '{{- title}}', '$t(common:thanks)', '<br/>'])
    assert.ok(pseudo.includes(kept), `${kept} in ${pseudo}`);
  assert.deepEqual(placeholdersOf(pseudo), placeholdersOf(english));
  assert.ok(pseudo.length - english.length >= Math.round(shownLength(english) * 0.4));
});

test('an empty text stays empty; keys, nesting and values that are not text are kept', () => {
  assert.equal(pseudoLocalize(''), '');
  assert.deepEqual(pseudoLocalizeTree({ a: { b_one: 'x', b_other: '' }, n: 3, list: ['y'] }), {
    a: { b_one: '[ẋ~]', b_other: '' },
    n: 3,
    list: ['[ýý]'],
  });
});

test('the build’s pseudo-locale has every English key of every namespace, placeholders intact', () => {
  const files = localeFiles();
  const namespaces = new Set(files.map((entry) => entry.namespace));
  assert.ok(namespaces.size > 20);
  for (const file of namespaces) {
    const english = Object.fromEntries(
      files
        .filter((entry) => entry.namespace === file)
        .flatMap(({ dir, file: name }) => flatten(JSON.parse(fs.readFileSync(path.join(dir, 'en', name), 'utf8')))),
    );
    const pseudo = Object.fromEntries(flatten(pseudoNamespace(files, file)));
    assert.deepEqual(Object.keys(pseudo).sort(), Object.keys(english).sort(), file);
    for (const [key, text] of Object.entries(english)) {
      if (text === '') continue;
      assert.match(pseudo[key], /^\[[\s\S]*\]$/, `${file} ${key}`);
      assert.deepEqual(placeholdersOf(pseudo[key]), placeholdersOf(text), `${file} ${key}`);
    }
  }
});
