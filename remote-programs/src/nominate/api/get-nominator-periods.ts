import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type { NominationPeriodStatus, NominatorNominationPeriod } from '@laurel/shared/contract';
import { NOMINATIONS_KEY_PREFIX } from './nomination-keys';

type NominatorPeriodsKey = readonly [typeof NOMINATIONS_KEY_PREFIX, 'periods', NominationPeriodStatus | 'all'];

const fetchNominatorPeriods = ([, , status]: NominatorPeriodsKey) =>
  v2Client
    .get<{ records: NominatorNominationPeriod[] }>('/nomination_periods', {
      params: status === 'all' ? undefined : { status },
    })
    .then((body) => body.records);

/** The periods the reader may nominate in (programs §7 `GET /nomination_periods`), with their own nominations. */
export const useNominatorPeriods = (status: NominationPeriodStatus | 'all' = 'all') =>
  useSWR([NOMINATIONS_KEY_PREFIX, 'periods', status] as const, fetchNominatorPeriods, QUERY_DEFAULTS);
