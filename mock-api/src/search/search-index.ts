import type { Store } from '../db/store';
import type { Bonus, User } from '../db/types';
import { recognitionHit, type RecognitionHit } from './search-hits';
import { wordsOf } from './text-match';
import { indexWords } from './word-index';

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

/**
 * Rebuilt lazily, on the first query after the collections changed; queries in between reuse it. A
 * recognition given since (appended, newest) is added to the front instead: a rebuild of 100 000 takes seconds.
 */
export function createSearchIndex(store: Store): SearchIndex {
  let builtFor: readonly unknown[] = [];
  let indexedBonuses = 0;
  let lastBonus: Bonus | undefined;
  let byCompany = new Map<number, CompanyIndex>();

  const current = () => {
    const users = store.all('users');
    const bonuses = store.all('bonuses');
    const version = [users, users.length, bonuses, changeCounter];
    const appendedOnly =
      version.every((part, i) => part === builtFor[i]) &&
      bonuses.length >= indexedBonuses &&
      bonuses[indexedBonuses - 1] === lastBonus;
    const added = appendedOnly ? bonuses.slice(indexedBonuses) : [];
    if (!appendedOnly || !addNewest(byCompany, added, store.rowsById('users'))) {
      byCompany = buildIndex(users, bonuses);
    }
    builtFor = version;
    indexedBonuses = bonuses.length;
    lastBonus = bonuses.at(-1);
    return byCompany;
  };
  return { company: (companyId) => current().get(companyId) ?? EMPTY_INDEX };
}

const unique = (words: string[]) => [...new Set(words)];

function indexOf(byCompany: Map<number, CompanyIndex>, companyId: number): CompanyIndex {
  const existing = byCompany.get(companyId);
  if (existing) return existing;
  const created: CompanyIndex = { users: [], recognitions: [], recognitionsByUser: new Map() };
  byCompany.set(companyId, created);
  return created;
}

/** The recognition's document, or null when its giver is not of its company. */
function documentOf(bonus: Bonus, usersById: ReadonlyMap<number, User>): RecognitionDocument | null {
  const giver = usersById.get(bonus.giver_id);
  if (!giver || giver.company_id !== bonus.company_id) return null;
  const receivers = bonus.receiver_ids
    .flatMap((id) => usersById.get(id) ?? [])
    .filter((receiver) => receiver.company_id === bonus.company_id);
  const names = [giver, ...receivers].map((person) => person.display_name);
  return { bonus, hit: recognitionHit(bonus, giver, receivers), words: unique(wordsOf(bonus.reason, ...names)) };
}

const participantsOf = ({ bonus }: RecognitionDocument) => new Set([bonus.giver_id, ...bonus.receiver_ids]);

/** Puts recognitions given since at the front; false, adding nothing, when one is older than those indexed. */
function addNewest(
  byCompany: Map<number, CompanyIndex>,
  added: readonly Bonus[],
  usersById: ReadonlyMap<number, User>,
): boolean {
  const newestOf = new Map<number, string>();
  for (const bonus of added) {
    const newest = newestOf.get(bonus.company_id) ?? byCompany.get(bonus.company_id)?.recognitions[0]?.bonus.created_at;
    if (newest !== undefined && bonus.created_at < newest) return false;
    newestOf.set(bonus.company_id, bonus.created_at);
  }
  for (const bonus of added) {
    const document = documentOf(bonus, usersById);
    if (!document) continue;
    const index = indexOf(byCompany, bonus.company_id);
    index.recognitions.unshift(document);
    for (const participantId of participantsOf(document)) {
      const ofParticipant = index.recognitionsByUser.get(participantId);
      if (ofParticipant) ofParticipant.unshift(document);
      else index.recognitionsByUser.set(participantId, [document]);
    }
  }
  return true;
}

function buildIndex(users: readonly User[], bonuses: readonly Bonus[]): Map<number, CompanyIndex> {
  const byCompany = new Map<number, CompanyIndex>();
  const usersById = new Map(users.map((user) => [user.id, user]));

  const byName = [...users].sort((a, b) => a.display_name.localeCompare(b.display_name));
  for (const user of byName.filter((candidate) => candidate.status === 'active')) {
    const { display_name, email, custom_properties } = user;
    indexOf(byCompany, user.company_id).users.push({
      user,
      words: unique(wordsOf(display_name, email, custom_properties.department, custom_properties.location)),
    });
  }

  const newestFirst = [...bonuses].sort((a, b) =>
    a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
  );
  for (const bonus of newestFirst) {
    const document = documentOf(bonus, usersById);
    if (!document) continue;
    const index = indexOf(byCompany, bonus.company_id);
    index.recognitions.push(document);
    for (const participantId of participantsOf(document)) {
      const ofParticipant = index.recognitionsByUser.get(participantId);
      if (ofParticipant) ofParticipant.push(document);
      else index.recognitionsByUser.set(participantId, [document]);
    }
  }
  for (const index of byCompany.values()) {
    indexWords(index.users);
    indexWords(index.recognitions);
  }
  return byCompany;
}
