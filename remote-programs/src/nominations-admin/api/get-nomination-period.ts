import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { NominationPeriodDetail } from '@laurel/shared/contract';
import { ADMIN_NOMINATION_PERIODS_KEY } from './keys';

type NominationPeriodKey = readonly [typeof ADMIN_NOMINATION_PERIODS_KEY, 'detail', number];

export const nominationPeriodKey = (id: number): NominationPeriodKey => [ADMIN_NOMINATION_PERIODS_KEY, 'detail', id];

const fetchNominationPeriod = ([, , id]: NominationPeriodKey) =>
  v2Client.get<NominationPeriodDetail>(`admin/nomination_periods/${id}`);

/** `GET /admin/nomination_periods/{id}`: one period with its nominations, favourites and rules. */
export const useNominationPeriod = (id: number | null) =>
  useSWR(id === null ? null : nominationPeriodKey(id), fetchNominationPeriod, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
