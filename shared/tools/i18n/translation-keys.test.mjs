import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectedKeys, flatten, placeholdersOf, translationProblems } from './translation-keys.mjs';

test('flatten joins nested keys with dots', () => {
  assert.deepEqual(flatten({ a: { b_one: 'x', c: 'y' }, d: 'z' }), [
    ['a.b_one', 'x'],
    ['a.c', 'y'],
    ['d', 'z'],
  ]);
});

test('a plural needs each plural category of the language: Spanish has many', () => {
  assert.deepEqual([...expectedKeys(['n_one', 'n_other', 'title'], 'es')].sort(), [
    'n_many',
    'n_one',
    'n_other',
    'title',
  ]);
  assert.deepEqual([...expectedKeys(['n_one', 'n_other', 'n_zero'], 'de')].sort(), ['n_one', 'n_other', 'n_zero']);
});

test('placeholders are interpolations, Trans tags and nested keys', () => {
  assert.deepEqual([...placeholdersOf('Hi {{name}}, <1>see</1> $t(common:ok) {{- html}}')].sort(), [
    '1',
    'common:ok',
    'html',
    'name',
  ]);
});

test('missing, stale, empty and drifting translations are each reported', () => {
  const english = [
    ['greet', 'Hello {{name}}'],
    ['bye', 'Bye'],
    ['n_one', 'One item'],
    ['n_other', '{{count}} items'],
  ];
  const german = [
    ['greet', 'Hallo {{user}}'],
    ['old', 'Alt'],
    ['n_one', 'Ein Eintrag'],
    ['n_other', ' '],
  ];
  assert.deepEqual(translationProblems(english, german, 'de').sort(), [
    'empty n_other',
    'missing bye',
    'not in English: old',
    'placeholders of greet: name, user',
  ]);
});

test('a complete translation has no problems; a singular may spell out its count', () => {
  const english = [
    ['n_one', '{{count}} item'],
    ['n_other', '{{count}} items'],
  ];
  assert.deepEqual(
    translationProblems(
      english,
      [
        ['n_one', 'ein Eintrag'],
        ['n_other', '{{count}} Einträge'],
      ],
      'de',
    ),
    [],
  );
});

test('a key that only ends in _other, without a _one beside it, is an id, not a plural', () => {
  assert.deepEqual([...expectedKeys(['method.exclusive_other', 'method.gift_card'], 'es')].sort(), [
    'method.exclusive_other',
    'method.gift_card',
  ]);
});
