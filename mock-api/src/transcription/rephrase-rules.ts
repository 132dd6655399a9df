/** Hesitations a dictation picks up; never words on their own. */
const HESITATIONS = new Set(['um', 'umm', 'uh', 'uhh', 'uhm', 'er', 'erm', 'hmm', 'hm', 'mm']);
/** Words after "you know" that make it a real clause ("you know the plan"), not a filler. */
const CLAUSE_AFTER_YOU_KNOW = new Set(
  'that what how why who where when whether if it him her them me us this these those the a an about your my our their his everything everyone'.split(
    ' ',
  ),
);
/** Words before "you know" that make it a question or an aside ("do you know", "as you know"). */
const CLAUSE_BEFORE_YOU_KNOW = new Set(['do', 'did', "don't", "didn't", 'if', 'as', 'that', 'what', 'how', 'when']);
/** A stutter repeats these; "that that" and "very very" are English, so they are not in the list. */
const STUTTERED = new Set([
  'the',
  'a',
  'an',
  'i',
  'to',
  'and',
  'we',
  'you',
  'it',
  'is',
  'was',
  'of',
  'in',
  'for',
  'my',
]);

const TRAILING_PUNCTUATION = /[,.!?;:]+$/;
const SENTENCE_END = /[.!?]$/;
/** Laurel's tokens (+amount, @recipient, #hashtag, &mention, :emoji:) are kept exactly as typed. */
const isLaurelToken = (word: string) => /^[@#&+:]/.test(word);

interface Word {
  text: string;
  core: string;
  trail: string;
  /** A hesitation between two parts keeps one comma; a discourse filler's commas go with it ("was, like, smooth"). */
  drop: false | 'hesitation' | 'discourse';
}

const wordOf = (text: string): Word => {
  const trail = isLaurelToken(text) ? '' : (TRAILING_PUNCTUATION.exec(text)?.[0] ?? '');
  const bare = text.slice(0, text.length - trail.length);
  return { text: bare, core: isLaurelToken(bare) ? '' : bare.toLowerCase(), trail, drop: false };
};

const startsSentence = (words: Word[], index: number) => index === 0 || SENTENCE_END.test(words[index - 1]!.trail);

function markFillers(words: Word[]) {
  words.forEach((word, index) => {
    const previous = words[index - 1];
    const next = words[index + 1];
    if (HESITATIONS.has(word.core)) word.drop = 'hesitation';
    if (word.core === 'like') {
      const setOff = word.trail === ',' && (startsSentence(words, index) || previous?.trail === ',');
      const besideFiller =
        HESITATIONS.has(previous?.core ?? '') ||
        HESITATIONS.has(next?.core ?? '') ||
        (next?.core === 'you' && words[index + 2]?.core === 'know') ||
        next?.core === 'like';
      if (setOff || (besideFiller && !SENTENCE_END.test(word.trail))) word.drop = 'discourse';
    }
    if (word.core === 'you' && next?.core === 'know' && !word.trail) {
      const after = words[index + 2];
      const aside = CLAUSE_BEFORE_YOU_KNOW.has(previous?.core ?? '');
      const clause = after !== undefined && !next.trail && CLAUSE_AFTER_YOU_KNOW.has(after.core);
      if (!aside && !clause) {
        word.drop = 'discourse';
        next.drop = 'discourse';
      }
    }
    if (word.core === 'i' && next?.core === 'mean' && next.trail === ',' && startsSentence(words, index)) {
      word.drop = 'discourse';
      next.drop = 'discourse';
    }
    if (STUTTERED.has(word.core) && !word.trail && next?.core === word.core) word.drop = 'discourse';
  });
}

/** A dropped word's sentence end stays with the word before it; see `Word.drop` for its commas. */
function removeDropped(words: Word[]): Word[] {
  const kept: Word[] = [];
  for (const word of words) {
    if (!word.drop) {
      kept.push(word);
      continue;
    }
    const previous = kept[kept.length - 1];
    if (!previous) continue;
    if (SENTENCE_END.test(word.trail)) previous.trail = word.trail;
    else if (word.drop === 'discourse' && word.trail === ',' && previous.trail === ',') previous.trail = '';
  }
  return kept;
}

/** "great , thanks" → "great, thanks": punctuation standing alone joins the word before it. */
function foldLonePunctuation(words: Word[]): Word[] {
  const folded: Word[] = [];
  for (const word of words) {
    const previous = folded[folded.length - 1];
    if (word.text === '' && previous)
      previous.trail = SENTENCE_END.test(word.trail) ? word.trail : previous.trail || word.trail;
    else if (word.text !== '') folded.push(word);
  }
  return folded;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function fixCase(words: Word[]) {
  let sentenceStart = true;
  for (const word of words) {
    if (/^i('|$)/.test(word.core)) word.text = capitalised(word.text);
    if (sentenceStart && !isLaurelToken(word.text) && /^\p{L}/u.test(word.text)) {
      word.text = capitalised(word.text);
      sentenceStart = false;
    }
    if (SENTENCE_END.test(word.trail)) sentenceStart = true;
  }
}

function rephraseLine(line: string): string {
  const words = foldLonePunctuation(line.split(/\s+/).filter(Boolean).map(wordOf));
  markFillers(words);
  const kept = removeDropped(words);
  if (kept.length === 0) return '';
  fixCase(kept);
  const last = kept[kept.length - 1]!;
  if (!SENTENCE_END.test(last.trail) && !isLaurelToken(last.text)) last.trail = last.trail.replace(/[,;:]+$/, '') + '.';
  return kept.map((word) => word.text + word.trail).join(' ');
}

/**
 * The deterministic rewrite behind rephrasing (recognition §7): hesitations and fillers out ("um",
 * "uh", "like" and "you know" used as fillers, stutters), "i" as "I", each sentence capitalised and
 * ended. It changes no word it cannot explain, and never touches +amount, @, #, & or :emoji: tokens.
 */
export function rephraseByRules(text: string): string {
  return text
    .split(/\r?\n/)
    .map(rephraseLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
