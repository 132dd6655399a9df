/**
 * Documents by the words they hold, so a query looks up the words its words begin instead of scanning
 * every document (100 000 recognitions took ~50 ms a query; spec budget: results 100 ms after typing).
 * Kept per document list; documents put at the front of the list since are added; a list whose other end
 * changed is indexed again (the search index never edits a list in the middle: it builds a new one).
 */
interface WordIndex<T> {
  /** Every word once, sorted: the words a prefix begins sit side by side. */
  words: string[];
  documentsOf: Map<string, T[]>;
  /** Where each document stands in its list, for ties; documents added at the front get lower numbers. */
  position: Map<T, number>;
  size: number;
  first: T | undefined;
  last: T | undefined;
  nextFront: number;
}

type Document = { words: readonly string[] };

const indexes = new WeakMap<readonly Document[], WordIndex<Document>>();

function firstAtOrAfter(words: readonly string[], wanted: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < wanted) low = middle + 1;
    else high = middle;
  }
  return low;
}

function add<T extends Document>(index: WordIndex<T>, document: T, position: number) {
  index.position.set(document, position);
  for (const word of document.words) {
    const holders = index.documentsOf.get(word);
    if (holders) {
      holders.push(document);
      continue;
    }
    index.words.splice(firstAtOrAfter(index.words, word), 0, word);
    index.documentsOf.set(word, [document]);
  }
}

function build<T extends Document>(documents: readonly T[]): WordIndex<T> {
  const index: WordIndex<T> = {
    words: [],
    documentsOf: new Map(),
    position: new Map(),
    size: documents.length,
    first: documents[0],
    last: documents.at(-1),
    nextFront: -1,
  };
  documents.forEach((document, position) => {
    index.position.set(document, position);
    for (const word of document.words) {
      const holders = index.documentsOf.get(word);
      if (holders) holders.push(document);
      else index.documentsOf.set(word, [document]);
    }
  });
  index.words = [...index.documentsOf.keys()].sort();
  return index;
}

/** Indexes a list now, so that its first query does not pay for it. */
export const indexWords = (documents: readonly Document[]): void => void wordIndexOf(documents);

function wordIndexOf<T extends Document>(documents: readonly T[]): WordIndex<T> {
  const known = indexes.get(documents) as WordIndex<T> | undefined;
  const addedAtFront = known ? documents.length - known.size : -1;
  if (!known || addedAtFront < 0 || documents[addedAtFront] !== known.first || documents.at(-1) !== known.last) {
    const fresh = build(documents);
    indexes.set(documents, fresh as unknown as WordIndex<Document>);
    return fresh;
  }
  for (let position = addedAtFront - 1; position >= 0; position -= 1) {
    add(known, documents[position]!, known.nextFront);
    known.nextFront -= 1;
  }
  known.size = documents.length;
  known.first = documents[0];
  return known;
}

/**
 * The documents with a word that one of `queryWords` begins, most query words matched first, then in
 * the list's order.
 */
export function documentsMatching<T extends Document>(documents: readonly T[], queryWords: readonly string[]): T[] {
  const index = wordIndexOf(documents);
  const matched = new Map<T, number>();
  for (const queryWord of queryWords) {
    const counted = new Set<T>();
    for (let at = firstAtOrAfter(index.words, queryWord); index.words[at]?.startsWith(queryWord); at += 1) {
      for (const document of index.documentsOf.get(index.words[at]!)!) {
        if (counted.has(document)) continue;
        counted.add(document);
        matched.set(document, (matched.get(document) ?? 0) + 1);
      }
    }
  }
  // Sorted on numbers read once: a comparator reading the maps took most of a short prefix's query.
  const ranked = Array.from(matched, ([document, count]) => ({ document, count, at: index.position.get(document)! }));
  ranked.sort((a, b) => b.count - a.count || a.at - b.at);
  return ranked.map(({ document }) => document);
}
