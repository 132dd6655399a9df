/**
 * The pseudo-locale (issue 20): English accented, in brackets and about 40 % longer, so a screenshot shows
 * text that no key reached (plain English), text cut at its end (no closing bracket) and layouts that give
 * way to longer languages. Built from English by EmitTranslationsPlugin; never committed, never in the
 * profile's locale choice: `?lng=pseudo` or localStorage `laurel:pseudo-locale` turns it on.
 */
const PSEUDO_LANGUAGE = 'pseudo';
const GROWTH = 0.4;

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = 'áƀçďéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const ACCENTED = Object.fromEntries([...PLAIN].map((letter, index) => [letter, [...ACCENTS][index]]));
const VOWEL = /[aeiouyAEIOUY]/;

// What i18next fills or reads and must stay as written: {{interpolation}}, $t(nesting), <0>Trans</0> tags.
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[\w-]+\s*\/?>)/;

/** Accents each letter and doubles vowels, first to last, until `padding` characters are added. */
function accent(text, budget) {
  let out = '';
  for (const char of text) {
    const accented = ACCENTED[char] ?? char;
    out += accented;
    if (budget.left > 0 && VOWEL.test(char)) {
      out += accented;
      budget.left -= 1;
    }
  }
  return out;
}

/** One English text in the pseudo-locale: `Give {{name}} points` → `[Ĝíívéé {{name}} þóóíñţš~]`. */
function pseudoLocalize(text) {
  if (text === '') return text;
  const parts = text.split(KEPT);
  const shownLength = parts.filter((_part, index) => index % 2 === 0).join('').length;
  const budget = { left: Math.max(1, Math.round(shownLength * GROWTH)) };
  const body = parts.map((part, index) => (index % 2 === 1 ? part : accent(part, budget))).join('');
  return `[${body}${'~'.repeat(budget.left)}]`;
}

/** Every string of a namespace's tree in the pseudo-locale; keys, nesting and other values as they are. */
function pseudoLocalizeTree(tree) {
  if (typeof tree === 'string') return pseudoLocalize(tree);
  if (Array.isArray(tree)) return tree.map(pseudoLocalizeTree);
  if (tree !== null && typeof tree === 'object')
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, pseudoLocalizeTree(value)]));
  return tree;
}

module.exports = { PSEUDO_LANGUAGE, pseudoLocalize, pseudoLocalizeTree };
