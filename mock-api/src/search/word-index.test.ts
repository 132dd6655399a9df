import { matchedWordCount } from './text-match';
import { documentsMatching } from './word-index';

/** What the index must answer: every document scanned, most query words matched first, then in order. */
const scanned = <T extends { words: string[] }>(documents: readonly T[], queryWords: string[]) =>
  documents
    .map((document) => ({ document, matched: matchedWordCount(queryWords, document.words) }))
    .filter(({ matched }) => matched > 0)
    .sort((a, b) => b.matched - a.matched)
    .map(({ document }) => document);

const VOCABULARY = ['ada', 'adam', 'anna', 'annual', 'launch', 'laugh', 'thanks', 'team', 'teamwork', 'zed'];
let seed = 7;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const documentOf = (id: number) => ({
  id,
  words: [
    ...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => VOCABULARY[Math.floor(random() * 10)]!)),
  ],
});

describe('documentsMatching', () => {
  const QUERIES = [['a'], ['ad'], ['ann', 'team'], ['la', 'th', 'z'], ['teamwork'], ['nope'], ['t', 'te', 'tea']];

  it('answers what scanning every document answers', () => {
    const documents = Array.from({ length: 300 }, (_, id) => documentOf(id));
    for (const query of QUERIES) expect(documentsMatching(documents, query)).toEqual(scanned(documents, query));
  });

  it('takes in documents put at the front of the list since, and rebuilds after any other change', () => {
    const documents = Array.from({ length: 50 }, (_, id) => documentOf(id));
    documentsMatching(documents, ['a']);
    documents.unshift(documentOf(50), { id: 51, words: ['brandnew', 'ada'] });
    for (const query of [...QUERIES, ['brand']])
      expect(documentsMatching(documents, query)).toEqual(scanned(documents, query));
    documents.splice(10, 1);
    documents.push({ id: 52, words: ['latecomer'] });
    for (const query of [...QUERIES, ['late']])
      expect(documentsMatching(documents, query)).toEqual(scanned(documents, query));
  });
});
