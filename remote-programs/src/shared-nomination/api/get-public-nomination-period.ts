import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { PublicNominationPeriod } from '@laurel/shared/contract';

const publicNominationPeriodKey = (id: number) => ['public-nomination-period', id] as const;

// Read signed out: a visitor from outside the company has no session and must not be sent to sign in.
const fetchPublicNominationPeriod = ([, id]: ReturnType<typeof publicNominationPeriodKey>) =>
  v2Client.get<PublicNominationPeriod>(`/public/nomination_periods/${id}`, { signedOut: true });

/** Programs §2 `/share/nominations/{id}`: a public period's names and summaries; 404 for any other. */
export const usePublicNominationPeriod = (id: number | null) =>
  useSWR(id === null ? null : publicNominationPeriodKey(id), fetchPublicNominationPeriod, QUERY_DEFAULTS);
