import type { Bonus, Database } from '../db/types';
import { createTestApi, signInAs } from '../testing/test-api';
import { markSearchDirty } from './search-index';

export type TestApi = ReturnType<typeof createTestApi>;

export const APP_ID = 'laurel';

/** A persona's search key, fetched the way the shell does. */
export async function searchKeyFor({ http }: TestApi, persona: string): Promise<string> {
  const { authorization } = await signInAs(http, persona);
  const response = await http.get('/api/v2/algolia_key_generator').set('Authorization', authorization).expect(200);
  return response.body.key as string;
}

export interface QueryRequest {
  indexName: 'users' | 'recognitions';
  query: string;
  hitsPerPage?: number;
  page?: number;
}

/** The Node client's way: credentials as headers, JSON body. */
export const search = ({ http }: TestApi, key: string, requests: QueryRequest[]) =>
  http
    .post('/1/indexes/*/queries')
    .set('x-algolia-api-key', key)
    .set('x-algolia-application-id', APP_ID)
    .send({ requests });

export const userIdOf = (db: Database, persona: string) => db.users.find((user) => user.persona === persona)!.id;

export function addBonus(db: Database, bonus: Partial<Bonus> & Pick<Bonus, 'giver_id' | 'receiver_ids' | 'reason'>) {
  const added: Bonus = {
    id: Math.max(...db.bonuses.map((row) => row.id)) + 1,
    company_id: 1,
    amount: 10,
    hashtags: [],
    privacy: 'publicly_visible',
    created_at: new Date().toISOString(),
    ...bonus,
  };
  db.bonuses.push(added);
  markSearchDirty();
  return added;
}
