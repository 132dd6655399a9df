import type { QualityDimensionKey } from '@laurel/shared/contract';
import type { QualityContext } from './quality-scorer';
import { hasPhrase, type QualityReading } from './quality-text';
import { CONCRETE_WORDS, IMPACT_PHRASES, SECOND_PERSON, STOCK_WORDS, FILLER_WORDS } from './quality-vocabulary';

export interface RuleOutcome {
  matches: boolean;
  reason: string;
}

type QualityRule = (reading: QualityReading, context: QualityContext) => RuleOutcome;

/** Fewer words of the writer's own than this, once stock phrases and filler are set aside, reads as boilerplate. */
export const MIN_OWN_WORDS = 5;
/** Capitals over this share of at least SHOUT_MIN_LETTERS letters read as shouting. */
const SHOUT_SHARE = 0.6;
const SHOUT_MIN_LETTERS = 12;

const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(', ');
const singular = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word);
const isNumber = (word: string) => /\d/u.test(word);

/** Specific: names a deliverable, an event, a day or a number. */
const specific: QualityRule = ({ words }) => {
  const concrete = [
    ...new Set(
      words.filter((word) => isNumber(word) || CONCRETE_WORDS.has(word) || CONCRETE_WORDS.has(singular(word))),
    ),
  ];
  return concrete.length > 0
    ? { matches: true, reason: `Names something concrete: ${quoted(concrete.slice(0, 3))}.` }
    : {
        matches: false,
        reason:
          'Say what they did: name the project, deliverable or moment, or add a number (“the Q3 report”, “closed 12 tickets”).',
      };
};

/** Contextual: says why it mattered, with a word of cause or impact. */
const contextual: QualityRule = (reading) => {
  const phrase = IMPACT_PHRASES.find((candidate) => hasPhrase(reading, candidate));
  return phrase
    ? { matches: true, reason: `Says why it mattered (“${phrase}”).` }
    : {
        matches: false,
        reason: 'Say why it mattered: what it made possible, with words like “because”, “which helped” or “so that”.',
      };
};

/** `OwnIt` → `own it`: a value's hashtag as the words a writer would use. */
const wordsOfHashtag = (hashtag: string) =>
  hashtag
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase()
    .trim();

const valuesList = (values: QualityContext['values']) => values.map((value) => `#${value.hashtag}`).join(', ');

/** Values-aligned: carries one of the company's value hashtags, or says the value in words. */
const valuesAligned: QualityRule = (reading, { values }) => {
  if (values.length === 0) {
    return reading.hashtags.length > 0
      ? { matches: true, reason: 'Carries a hashtag; your company has not listed its values.' }
      : { matches: false, reason: 'Add a hashtag for the value it showed.' };
  }
  const tagged = values.find((value) =>
    reading.hashtags.some((hashtag) => hashtag.toLowerCase() === value.hashtag.toLowerCase()),
  );
  if (tagged) return { matches: true, reason: `Ties it to #${tagged.hashtag}, one of your company values.` };
  const worded = values.find((value) => hasPhrase(reading, wordsOfHashtag(value.hashtag)));
  if (worded) {
    return { matches: true, reason: `Says #${worded.hashtag} in words (“${wordsOfHashtag(worded.hashtag)}”).` };
  }
  return {
    matches: false,
    reason:
      reading.hashtags.length > 0
        ? `Its hashtags are not among your company values: tie it to the one it showed (${valuesList(values)}).`
        : `Tie it to a company value: add the one it showed (${valuesList(values)}).`,
  };
};

/** Personal: speaks to the person as “you”, or calls them by their first name beside the @ tag. */
const personal: QualityRule = ({ words }, { recipientFirstNames }) => {
  const you = words.find((word) => SECOND_PERSON.has(word));
  if (you) return { matches: true, reason: `Speaks to them directly (“${you}”).` };
  const names = new Set(recipientFirstNames.map((name) => name.toLowerCase()));
  if (words.some((word) => names.has(word))) return { matches: true, reason: 'Calls them by their first name.' };
  return {
    matches: false,
    reason: 'Speak to them: write to them as “you” or by their first name, not only with the @ tag.',
  };
};

function shouts(prose: string): boolean {
  const letters = prose.match(/\p{L}/gu) ?? [];
  const capitals = prose.match(/\p{Lu}/gu) ?? [];
  return letters.length >= SHOUT_MIN_LETTERS && capitals.length / letters.length > SHOUT_SHARE;
}

/** Genuine: in the writer's own words — not shouting, not filler punctuation or repetition, not stock phrases alone. */
const genuine: QualityRule = ({ prose, words }) => {
  if (shouts(prose)) {
    return { matches: false, reason: 'Most of it is in capitals, which reads as shouting: write it in sentence case.' };
  }
  if (/([!?])\1{2,}|[!?]{3,}/u.test(prose)) {
    return { matches: false, reason: 'Runs of “!!!” or “???” read as filler: let your words carry the feeling.' };
  }
  if (/(^|[^\p{L}])(\p{L}+)(\s+\2){2,}(?!\p{L})/iu.test(prose)) {
    return { matches: false, reason: 'Repeats a word over and over: say it once, then say what they did.' };
  }
  const own = words.filter((word) => !STOCK_WORDS.has(word) && !FILLER_WORDS.has(word));
  if (own.length < MIN_OWN_WORDS) {
    return {
      matches: false,
      reason: 'Mostly stock phrases (“great job”, “thanks”): add a sentence in your own words about what they did.',
    };
  }
  return { matches: true, reason: 'Reads as your own words, with substance beyond a stock phrase.' };
};

/** The rule of each dimension, in the order the gauge lists them. */
export const QUALITY_RULES: Readonly<Record<QualityDimensionKey, QualityRule>> = {
  specific,
  contextual,
  values_aligned: valuesAligned,
  personal,
  genuine,
};
