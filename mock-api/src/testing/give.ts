import type { Database } from '../db/types';
import type { createTestApi } from './test-api';

type Api = Pick<ReturnType<typeof createTestApi>, 'http'>;

export const userBy = (db: Database, persona: string) => db.users.find((user) => user.persona === persona)!;

/** `POST /api/v2/bonuses` as the composer sends it, with `include_children=true` unless a query is given. */
export function give(
  { http }: Api,
  authorization: string,
  bonus: object,
  { key, query = 'include_children=true' }: { key?: string; query?: string } = {},
) {
  const request = http.post(`/api/v2/bonuses?${query}`).set('Authorization', authorization);
  if (key) request.set('Idempotency-Key', key);
  return request.send({ bonus });
}

/** Every point in the company's hands: what may be given and what was received. */
export const totalPoints = (db: Database) =>
  db.users.reduce((sum, user) => sum + user.giving_balance + user.flash_points_balance + user.earning_balance, 0);
