import type { Bonus } from '../db/types';
import { userHit, type RecognitionHit, type UserHit } from './search-hits';
import type { CompanyIndex } from './search-index';
import { matchedWordCount, wordsOf } from './text-match';

export const SEARCH_INDEX_NAMES = ['users', 'recognitions'] as const;
export type SearchIndexName = (typeof SEARCH_INDEX_NAMES)[number];

export interface SearchQuery {
  indexName: SearchIndexName;
  query: string;
  hitsPerPage: number;
  page: number;
}

/** One entry of the protocol's `results`. */
export interface SearchResult {
  index: SearchIndexName;
  hits: (UserHit | RecognitionHit)[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  processingTimeMS: number;
}

/** A later issue refines privacy; for now: public ones, and those the searcher gave or received. */
export const isVisibleTo = (bonus: Bonus, searcherId: number) =>
  bonus.privacy === 'publicly_visible' || bonus.giver_id === searcherId || bonus.receiver_ids.includes(searcherId);

/** Documents with at least one matched word (all of them for an empty query), most matched words first. */
function rank<T extends { words: string[] }>(documents: readonly T[], query: string): T[] {
  const queryWords = [...new Set(wordsOf(query))];
  if (queryWords.length === 0) return [...documents];
  return documents
    .map((document) => ({ document, matched: matchedWordCount(queryWords, document.words) }))
    .filter(({ matched }) => matched > 0)
    .sort((a, b) => b.matched - a.matched)
    .map(({ document }) => document);
}

function pageOfHits(index: CompanyIndex, { indexName, query, hitsPerPage, page }: SearchQuery, searcherId: number) {
  const from = page * hitsPerPage;
  const to = from + hitsPerPage;
  if (indexName === 'recognitions') {
    const ranked = rank(
      index.recognitions.filter(({ bonus }) => isVisibleTo(bonus, searcherId)),
      query,
    );
    return { nbHits: ranked.length, hits: ranked.slice(from, to).map(({ hit }) => hit) };
  }
  const ranked = rank(
    index.users.filter(({ user }) => user.status === 'active'),
    query,
  );
  const hits = ranked.slice(from, to).map(({ user }) => {
    const last = index.recognitionsByUser.get(user.id)?.find(({ bonus }) => isVisibleTo(bonus, searcherId));
    return userHit(user, last?.hit);
  });
  return { nbHits: ranked.length, hits };
}

export function runSearchQuery(index: CompanyIndex, request: SearchQuery, searcherId: number): SearchResult {
  const startedAt = performance.now();
  const { nbHits, hits } = pageOfHits(index, request, searcherId);
  return {
    index: request.indexName,
    hits,
    nbHits,
    page: request.page,
    nbPages: Math.ceil(nbHits / request.hitsPerPage),
    hitsPerPage: request.hitsPerPage,
    exhaustiveNbHits: true,
    query: request.query,
    params: '',
    processingTimeMS: Math.round(performance.now() - startedAt),
  };
}
