import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { BonusView } from '@laurel/shared/recognition';

export type BonusKey = readonly ['bonuses', number];

export const bonusKey = (id: number): BonusKey => ['bonuses', id];

export const isBonusKey =
  (id: number) =>
  (key: unknown): key is BonusKey =>
    Array.isArray(key) && key.length === 2 && key[0] === 'bonuses' && key[1] === id;

/** One recognition; a 404 when it does not exist or the reader may not see it. */
export const getBonus = ([, id]: BonusKey): Promise<BonusView> =>
  v2Client.get<{ result: BonusView }>(`bonuses/${id}`).then(({ result }) => result);

export const useBonus = (id: number | null) => useSWR(id === null ? null : bonusKey(id), getBonus, QUERY_DEFAULTS);
