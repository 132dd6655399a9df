import { parseRecognitionText } from '@laurel/shared/emoji';

/** A recognition's text as the quality rules read it. */
export interface QualityReading {
  /** The writer's own words: the text without amount, @, & and # tokens or emoji, spaces collapsed. */
  prose: string;
  /** Lower-case words of the prose (letters, digits, apostrophes and %). */
  words: string[];
  /** Hashtags without `#`, as typed. */
  hashtags: string[];
  /** `@` usernames, as typed. */
  mentions: string[];
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’%]*/gu;

export function readQualityText(text: string): QualityReading {
  const tokens = parseRecognitionText(text);
  const prose = tokens
    .map((token) => (token.type === 'text' ? token.raw : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const valuesOf = (type: 'hashtag' | 'mention') =>
    tokens.flatMap((token) => (token.type === type ? [token.value] : []));
  return {
    prose,
    words: (prose.toLowerCase().match(WORD) ?? []).map((word) => word.replace(/’/g, "'")),
    hashtags: valuesOf('hashtag'),
    mentions: valuesOf('mention'),
  };
}

// A unicode pattern costs more to compile than to run, and every give reads the same few phrases.
const phrasePatterns = new Map<string, RegExp>();

function phrasePattern(phrase: string): RegExp {
  let pattern = phrasePatterns.get(phrase);
  if (!pattern) {
    const words = phrase.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${words.join('\\s+')}($|[^\\p{L}\\p{N}])`, 'iu');
    phrasePatterns.set(phrase, pattern);
  }
  return pattern;
}

/** Whether the prose holds the phrase as whole words, in any case. */
export function hasPhrase({ prose }: QualityReading, phrase: string): boolean {
  return phrasePattern(phrase).test(prose);
}
