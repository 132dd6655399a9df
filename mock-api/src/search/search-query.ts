import { byId } from '../db/store';
import type { User } from '../db/types';
import { canSeeBonus } from '../bonuses/bonus-visibility';
import { userHit, type RecognitionHit, type UserHit } from './search-hits';
import type { CompanyIndex, RecognitionDocument } from './search-index';
import { wordsOf } from './text-match';
import { documentsMatching } from './word-index';

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
  return documentsMatching(documents, queryWords);
}

const peopleByIndex = new WeakMap<CompanyIndex['users'], ReadonlyMap<number, User>>();

/** The company's people by id, once per index rather than once per query. */
function peopleOf(index: CompanyIndex): ReadonlyMap<number, User> {
  let people = peopleByIndex.get(index.users);
  if (!people) {
    people = byId(index.users.map(({ user }) => user));
    peopleByIndex.set(index.users, people);
  }
  return people;
}

function pageOfHits(
  index: CompanyIndex,
  { indexName, query, hitsPerPage, page }: SearchQuery,
  searcher: User,
  hidden: ReadonlySet<number>,
) {
  // The feed's privacy rule and its hidden posts, so search never shows what the feed would hide.
  const isVisible = (bonus: RecognitionDocument['bonus']) =>
    !hidden.has(bonus.id) && canSeeBonus(searcher, bonus, peopleOf(index));
  const from = page * hitsPerPage;
  const to = from + hitsPerPage;
  if (indexName === 'recognitions') {
    // Matching first: the privacy rule then runs on the matches only, not on every recognition.
    const ranked = rank(index.recognitions, query).filter(({ bonus }) => isVisible(bonus));
    return { nbHits: ranked.length, hits: ranked.slice(from, to).map(({ hit }) => hit) };
  }
  const ranked = rank(index.users, query).filter(({ user }) => user.status === 'active');
  const hits = ranked.slice(from, to).map(({ user }) => {
    const last = index.recognitionsByUser.get(user.id)?.find(({ bonus }) => isVisible(bonus));
    return userHit(user, last?.hit);
  });
  return { nbHits: ranked.length, hits };
}

export function runSearchQuery(
  index: CompanyIndex,
  request: SearchQuery,
  searcher: User,
  hidden: ReadonlySet<number> = new Set(),
): SearchResult {
  const startedAt = performance.now();
  const { nbHits, hits } = pageOfHits(index, request, searcher, hidden);
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
