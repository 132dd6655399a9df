const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*-?\s*([\w.]+)[^}]*\}\}|<(\d+|[a-z]+)\s*\/?>|\$t\(([^)]+)\)/g;

/** `{ a: { b_one: 'x' } }` → `[['a.b_one', 'x']]`. */
export function flatten(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** Interpolations, Trans tags and nested `$t()` a text uses: a translation must use the same. */
export function placeholdersOf(text) {
  return new Set([...String(text).matchAll(PLACEHOLDER)].map((match) => match[1] ?? match[2] ?? match[3]));
}

/**
 * The keys a language must have for English's keys: a plural (English has `_one` and `_other`) needs each of the
 * language's plural categories, as i18next asks for them through Intl.PluralRules; `_zero` stays as English has it.
 */
export function expectedKeys(englishKeys, language) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  // A plural has both forms in English: `exclusive_other` alone is an id that ends so (a reward's method).
  const keys = new Set(englishKeys);
  const plurals = new Set(
    englishKeys
      .filter((key) => key.endsWith('_other') && keys.has(key.replace(/_other$/, '_one')))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const expected = new Set();
  for (const key of englishKeys) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!plurals.has(base) || key.endsWith('_zero')) expected.add(key);
    else for (const category of categories) expected.add(`${base}_${category}`);
  }
  return expected;
}

/** What is wrong with `translated` against `english` (both flattened): missing, stale, empty or placeholder drift. */
export function translationProblems(english, translated, language) {
  const englishByKey = new Map(english);
  const translatedByKey = new Map(translated);
  const expected = expectedKeys([...englishByKey.keys()], language);
  const problems = [];
  for (const key of expected) {
    if (!translatedByKey.has(key)) problems.push(`missing ${key}`);
  }
  for (const [key, text] of translatedByKey) {
    if (!expected.has(key)) problems.push(`not in English: ${key}`);
    else if (typeof text !== 'string' || text.trim() === '') problems.push(`empty ${key}`);
    else {
      const source = englishByKey.get(key) ?? englishByKey.get(key.replace(PLURAL_SUFFIX, '_other'));
      const allowed = placeholdersOf(source);
      const used = placeholdersOf(text);
      // A singular may say "one" instead of {{count}}; nothing else may be dropped or invented.
      const dropped = [...allowed].filter((name) => !used.has(name) && !(name === 'count' && !key.endsWith('_other')));
      const invented = [...used].filter((name) => !allowed.has(name));
      if (dropped.length || invented.length)
        problems.push(`placeholders of ${key}: ${[...dropped, ...invented].join(', ')}`);
    }
  }
  return problems;
}
