import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { Recap } from '@laurel/shared/contract';

export interface RecapQuery {
  userId: string;
  from?: string;
  to?: string;
}

const fetchRecap = ([, { userId, from, to }]: readonly ['recap', RecapQuery]) =>
  v2Client
    .get<{ result: Recap }>(`recaps/${encodeURIComponent(userId)}`, {
      params: { ...(from && { from }), ...(to && { to }) },
    })
    .then((body) => body.result);

/** `GET /recaps/{userId}?from&to`: a person's recognition recap for a period (the server's default is 12 months). */
export const useRecap = (query: RecapQuery) => useSWR(['recap', query] as const, fetchRecap, QUERY_DEFAULTS);
