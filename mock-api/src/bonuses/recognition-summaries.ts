import {
  canReadRecap,
  TOP_HASHTAGS_LIMIT,
  type HashtagCount,
  type HashtagSummary,
  type UserProfileSummary,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { User } from '../db/types';
import { personView } from './bonus-view';
import { visibleTo } from './bonus-visibility';
import { canReceive } from './resolve-recipients';
import { sameHashtag } from './bonus-feed-filter';

/** A colleague of the reader by `@username`, or by id (older links name people by id); anyone else is not found. */
export function colleagueBySlug(store: Store, reader: User, slug: string): User | undefined {
  const person = /^\d+$/.test(slug) ? store.rowsById('users').get(Number(slug)) : store.userBySlug(slug);
  return person && person.company_id === reader.company_id ? person : undefined;
}

/** The company's spelling of a value, so `#ownit` and `#OwnIt` count as one. */
const companySpelling = (store: Store, companyId: number) => {
  const values = store.all('values').filter((value) => value.company_id === companyId);
  return (hashtag: string) => values.find((value) => sameHashtag(value.hashtag, hashtag))?.hashtag ?? hashtag;
};

function topHashtags(counts: ReadonlyMap<string, number>): HashtagCount[] {
  return [...counts]
    .map(([hashtag, count]) => ({ hashtag, count }))
    .sort((a, b) => b.count - a.count || a.hashtag.localeCompare(b.hashtag))
    .slice(0, TOP_HASHTAGS_LIMIT);
}

/** What the person's page shows of them, counted over the recognitions the reader may see. */
export function userProfileSummary(store: Store, reader: User, person: User): UserProfileSummary {
  const visible = visibleTo(store, reader);
  const spelling = companySpelling(store, person.company_id);
  const hashtags = new Map<string, number>();
  let received = 0;
  let given = 0;
  for (const bonus of store.all('bonuses')) {
    if (bonus.company_id !== person.company_id) continue;
    const receives = bonus.receiver_ids.includes(person.id);
    const gives = bonus.giver_id === person.id;
    if (!(receives || gives) || !visible(bonus)) continue;
    if (gives) given += 1;
    if (!receives) continue;
    received += 1;
    for (const tag of new Set(bonus.hashtags.map(spelling))) hashtags.set(tag, (hashtags.get(tag) ?? 0) + 1);
  }
  const { department, role, location } = person.custom_properties;
  return {
    ...personView(person),
    department: department || null,
    role: role || null,
    location: location || null,
    received_count: received,
    given_count: given,
    top_hashtags: topHashtags(hashtags),
    can_receive: person.id !== reader.id && canReceive(person),
    can_view_recap: canReadRecap(reader, { id: person.id, managerId: person.manager_id }),
  };
}

/** A hashtag's page: the company value it names, and how many recognitions the reader may see carry it. */
export function hashtagSummary(store: Store, reader: User, hashtag: string): HashtagSummary {
  const value = store
    .all('values')
    .find((row) => row.company_id === reader.company_id && sameHashtag(row.hashtag, hashtag));
  const visible = visibleTo(store, reader);
  let count = 0;
  let spelling: string | undefined;
  for (const bonus of store.all('bonuses')) {
    if (bonus.company_id !== reader.company_id) continue;
    const tag = bonus.hashtags.find((candidate) => sameHashtag(candidate, hashtag));
    if (tag === undefined || !visible(bonus)) continue;
    count += 1;
    spelling ??= tag;
  }
  return {
    hashtag: value?.hashtag ?? spelling ?? hashtag,
    description: value?.description ?? null,
    is_company_value: value !== undefined,
    recognitions_count: count,
  };
}
