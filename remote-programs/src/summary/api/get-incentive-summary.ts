import useSWR from 'swr';
import { QUERY_DEFAULTS, toQueryString, v2Client, type QueryParams } from '@laurel/shared';
import { INCENTIVE_SUMMARY_PAGE_SIZE, type IncentiveSummary } from '@laurel/shared/contract';
import type { SummaryQuery } from '../summary-query';

const SUMMARY_PATH = 'admin/incentives/summary';

const filterParams = ({ awardIds, startDate, endDate }: SummaryQuery): QueryParams => ({
  award_ids: awardIds,
  start_date: startDate,
  end_date: endDate,
});

const fetchSummary = ([, query]: readonly ['programs-incentive-summary', SummaryQuery]) =>
  v2Client
    .get<{ result: IncentiveSummary }>(SUMMARY_PATH, {
      params: {
        ...filterParams(query),
        page_number: query.page,
        page_size: INCENTIVE_SUMMARY_PAGE_SIZE,
        sort_order: query.sortOrder,
      },
    })
    .then((body) => body.result);

/** A page of the company's claims under the filter (programs §7). */
export const useIncentiveSummary = (query: SummaryQuery) =>
  useSWR(['programs-incentive-summary', query] as const, fetchSummary, {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });

/**
 * The CSV of the same filter, every page (programs §7). The browser fetches it as a download, signed in by
 * the session cookie (no bearer header on a plain link).
 */
export const summaryCsvUrl = (query: SummaryQuery) =>
  `${v2Client.basePath}/${SUMMARY_PATH}/export_csv?${toQueryString({ ...filterParams(query), sort_order: query.sortOrder })}`;
