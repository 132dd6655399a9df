import useSWR from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import {
  NOMINATION_PERIODS_PAGE_SIZE_MAX,
  type NominationPeriodListItem,
  type NominationPeriodsMetadata,
} from '@laurel/shared/contract';
import { ADMIN_NOMINATION_PERIODS_KEY } from './keys';

export interface NominationPeriodsResponse {
  records: NominationPeriodListItem[];
  metadata: NominationPeriodsMetadata;
}

type NominationPeriodsKey = readonly [typeof ADMIN_NOMINATION_PERIODS_KEY, 'list', number];

// The largest page the API gives, so the status filter sees a company's periods together.
const fetchNominationPeriods = ([, , page]: NominationPeriodsKey) =>
  v2Client.get<NominationPeriodsResponse>('admin/nomination_periods', {
    params: { page: String(page), per_page: String(NOMINATION_PERIODS_PAGE_SIZE_MAX) },
  });

/** `GET /admin/nomination_periods` (programs §7): one page of the company's periods and the paging metadata. */
export const useNominationPeriods = (page: number) =>
  useSWR([ADMIN_NOMINATION_PERIODS_KEY, 'list', page] as const, fetchNominationPeriods, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });
