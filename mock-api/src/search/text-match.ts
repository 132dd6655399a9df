const DIACRITICS = /\p{M}+/gu;
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Lower-case words without accents, so "José" is found by "jose" and "emma.e@x" by "emma". */
export function wordsOf(...texts: readonly (string | null | undefined)[]): string[] {
  return texts
    .filter((text): text is string => typeof text === 'string')
    .flatMap((text) => text.normalize('NFD').replace(DIACRITICS, '').toLowerCase().split(WORD_SEPARATORS))
    .filter(Boolean);
}

/** How many of the query's words start one of the document's words (each query word counts once). */
export function matchedWordCount(queryWords: readonly string[], documentWords: readonly string[]): number {
  return queryWords.filter((queryWord) => documentWords.some((word) => word.startsWith(queryWord))).length;
}
