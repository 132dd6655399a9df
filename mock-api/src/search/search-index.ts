import type { Store } from '../db/store';
import type { Bonus, User } from '../db/types';
import { recognitionHit, type RecognitionHit } from './search-hits';
import { wordsOf } from './text-match';

export interface UserDocument {
  /** The live row: its status is read again at query time, so a deactivation hides it at once. */
  user: User;
  words: string[];
}

export interface RecognitionDocument {
  bonus: Bonus;
  hit: RecognitionHit;
  words: string[];
}

/** One company's documents: users by name, recognitions newest first. */
export interface CompanyIndex {
  users: UserDocument[];
  recognitions: RecognitionDocument[];
  /** Recognitions a user gave or received, newest first. */
  recognitionsByUser: Map<number, RecognitionDocument[]>;
}

export interface SearchIndex {
  company(companyId: number): CompanyIndex;
}

let changeCounter = 0;

/**
 * Handlers that change users or bonuses in place (rename, deactivate, edit a reason) call this.
 * Rows added or removed are noticed without it: the index also compares the collections' lengths.
 */
export function markSearchDirty(): void {
  changeCounter += 1;
}

const EMPTY_INDEX: CompanyIndex = { users: [], recognitions: [], recognitionsByUser: new Map() };

/** Rebuilt lazily, on the first query after the collections changed; queries in between reuse it. */
export function createSearchIndex(store: Store): SearchIndex {
  let builtFor: readonly unknown[] = [];
  let byCompany = new Map<number, CompanyIndex>();

  const current = () => {
    const users = store.all('users');
    const bonuses = store.all('bonuses');
    const version = [users, users.length, bonuses, bonuses.length, changeCounter];
    if (version.some((part, i) => part !== builtFor[i])) {
      byCompany = buildIndex(users, bonuses);
      builtFor = version;
    }
    return byCompany;
  };
  return { company: (companyId) => current().get(companyId) ?? EMPTY_INDEX };
}

const unique = (words: string[]) => [...new Set(words)];

function buildIndex(users: readonly User[], bonuses: readonly Bonus[]): Map<number, CompanyIndex> {
  const byCompany = new Map<number, CompanyIndex>();
  const indexOf = (companyId: number) => {
    const existing = byCompany.get(companyId);
    if (existing) return existing;
    const created: CompanyIndex = { users: [], recognitions: [], recognitionsByUser: new Map() };
    byCompany.set(companyId, created);
    return created;
  };
  const usersById = new Map(users.map((user) => [user.id, user]));

  const byName = [...users].sort((a, b) => a.display_name.localeCompare(b.display_name));
  for (const user of byName.filter((candidate) => candidate.status === 'active')) {
    const { display_name, email, custom_properties } = user;
    indexOf(user.company_id).users.push({
      user,
      words: unique(wordsOf(display_name, email, custom_properties.department, custom_properties.location)),
    });
  }

  const newestFirst = [...bonuses].sort((a, b) => b.created_at.localeCompare(a.created_at));
  for (const bonus of newestFirst) {
    const giver = usersById.get(bonus.giver_id);
    const receivers = bonus.receiver_ids
      .flatMap((id) => usersById.get(id) ?? [])
      .filter((receiver) => receiver.company_id === bonus.company_id);
    if (!giver || giver.company_id !== bonus.company_id) continue;
    const names = [giver, ...receivers].map((person) => person.display_name);
    const document = {
      bonus,
      hit: recognitionHit(bonus, giver, receivers),
      words: unique(wordsOf(bonus.reason, ...names)),
    };
    const index = indexOf(bonus.company_id);
    index.recognitions.push(document);
    for (const participantId of new Set([bonus.giver_id, ...bonus.receiver_ids])) {
      const ofParticipant = index.recognitionsByUser.get(participantId);
      if (ofParticipant) ofParticipant.push(document);
      else index.recognitionsByUser.set(participantId, [document]);
    }
  }
  return byCompany;
}
