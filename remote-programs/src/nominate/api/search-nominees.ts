import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { NominationUserSummary } from '@laurel/shared/contract';

type NomineeSearchKey = readonly ['nominees', number, string];

const fetchNominees = ([, periodId, search]: NomineeSearchKey) =>
  v2Client
    .get<{ result: NominationUserSummary[] }>(`/nomination_periods/${periodId}/nominees`, { params: { search } })
    .then((body) => body.result);

/** Colleagues the period's nominee rules allow, by name, e-mail or username (never the reader). */
export const useNomineeSearch = (periodId: number, search: string) =>
  useSWR(['nominees', periodId, search] as const, fetchNominees, QUERY_DEFAULTS);
