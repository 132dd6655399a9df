import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { NominatorNominationPeriod } from '@laurel/shared/contract';
import { NOMINATIONS_KEY_PREFIX } from './nomination-keys';

type NominatorPeriodKey = readonly [typeof NOMINATIONS_KEY_PREFIX, 'period', number];

const fetchNominatorPeriod = ([, , id]: NominatorPeriodKey) =>
  v2Client.get<NominatorNominationPeriod>(`/nomination_periods/${id}`);

/** One period as its nominator reads it: 404 when the reader may not nominate in it. */
export const useNominatorPeriod = (id: number | null) =>
  useSWR(id === null ? null : ([NOMINATIONS_KEY_PREFIX, 'period', id] as const), fetchNominatorPeriod, QUERY_DEFAULTS);
