import { byId } from '../db/store';
import type { User } from '../db/types';
import { canSeeBonus } from '../bonuses/bonus-visibility';
import { userHit, type RecognitionHit, type UserHit } from './search-hits';
import type { CompanyIndex, RecognitionDocument } from './search-index';
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

function pageOfHits(index: CompanyIndex, { indexName, query, hitsPerPage, page }: SearchQuery, searcher: User) {
  // The feed's privacy rule, so search never shows what the feed would hide.
  const usersById = byId(index.users.map(({ user }) => user));
  const isVisible = (bonus: RecognitionDocument['bonus']) => canSeeBonus(searcher, bonus, usersById);
  const from = page * hitsPerPage;
  const to = from + hitsPerPage;
  if (indexName === 'recognitions') {
    const ranked = rank(
      index.recognitions.filter(({ bonus }) => isVisible(bonus)),
      query,
    );
    return { nbHits: ranked.length, hits: ranked.slice(from, to).map(({ hit }) => hit) };
  }
  const ranked = rank(
    index.users.filter(({ user }) => user.status === 'active'),
    query,
  );
  const hits = ranked.slice(from, to).map(({ user }) => {
    const last = index.recognitionsByUser.get(user.id)?.find(({ bonus }) => isVisible(bonus));
    return userHit(user, last?.hit);
  });
  return { nbHits: ranked.length, hits };
}

export function runSearchQuery(index: CompanyIndex, request: SearchQuery, searcher: User): SearchResult {
  const startedAt = performance.now();
  const { nbHits, hits } = pageOfHits(index, request, searcher);
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
