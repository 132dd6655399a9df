import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';

// A key of its own: the nominate flow caches the periods themselves under its keys.
const OPEN_PERIOD_COUNT_KEY = 'action-bar/open-nomination-period-count';

const fetchOpenPeriodCount = () =>
  v2Client
    .get<{ records: unknown[] }>('/nomination_periods', { params: { status: 'open' } })
    .then((body) => body.records.length);

/** Whether a nomination period is open to the reader now; asked only of someone who may nominate. */
export const useNominationPeriodOpen = (mayNominate: boolean): boolean =>
  (useSWR(mayNominate ? OPEN_PERIOD_COUNT_KEY : null, fetchOpenPeriodCount, QUERY_DEFAULTS).data ?? 0) > 0;
