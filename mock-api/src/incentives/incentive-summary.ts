import {
  INCENTIVE_SUMMARY_PAGE_SIZE,
  INCENTIVE_SUMMARY_PAGE_SIZE_MAX,
  calendarDayOf,
  incentiveSummaryQuerySchema,
  pageNumberOf,
  type IncentiveSummary,
} from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { IncentiveClaimRow } from '../db/types';
import { claimView } from './incentive-views';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Programs §9: without dates, the last 30 days. */
const DEFAULT_RANGE_DAYS = 30;

export interface SummaryFilter {
  awardIds: Set<number>;
  startDate: string;
  endDate: string;
  sortOrder: 'asc' | 'desc';
  pageNumber: number;
  pageSize: number;
}

/** The summary's filter from its query, or null when it is not understood; dates are UTC days, both included. */
export function summaryFilterOf(query: unknown, now: number): SummaryFilter | null {
  const parsed = incentiveSummaryQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const { award_ids, start_date, end_date, sort_order, page_number, page_size } = parsed.data;
  const ids = award_ids.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) return null;
  const size = Number(page_size);
  return {
    awardIds: new Set(ids),
    startDate: start_date ?? calendarDayOf(now - DEFAULT_RANGE_DAYS * DAY_MS),
    endDate: end_date ?? calendarDayOf(now),
    sortOrder: sort_order,
    pageNumber: pageNumberOf(page_number),
    pageSize:
      Number.isInteger(size) && size >= 1
        ? Math.min(size, INCENTIVE_SUMMARY_PAGE_SIZE_MAX)
        : INCENTIVE_SUMMARY_PAGE_SIZE,
  };
}

/** The company's claims the filter holds, sorted by when they were made. */
export function summaryClaims(store: Store, companyId: number, filter: SummaryFilter): IncentiveClaimRow[] {
  const rows = store.all('incentive_claims').filter((claim) => {
    const day = claim.created_at.slice(0, 10);
    return (
      claim.company_id === companyId &&
      (filter.awardIds.size === 0 || filter.awardIds.has(claim.incentive_id)) &&
      day >= filter.startDate &&
      day <= filter.endDate
    );
  });
  const direction = filter.sortOrder === 'asc' ? 1 : -1;
  return rows.sort((a, b) => direction * (a.created_at.localeCompare(b.created_at) || a.id - b.id));
}

export function incentiveSummary(store: Store, companyId: number, filter: SummaryFilter): IncentiveSummary {
  const claims = summaryClaims(store, companyId, filter);
  const pageCount = Math.max(1, Math.ceil(claims.length / filter.pageSize));
  const page = filter.pageNumber;
  const incentives = store.rowsById('incentives');
  const users = store.rowsById('users');
  return {
    awards: store
      .all('incentives')
      .filter((row) => row.company_id === companyId)
      .map((row) => ({ id: row.id, name: row.name })),
    claims: claims
      .slice((page - 1) * filter.pageSize, page * filter.pageSize)
      .map((claim) => claimView(claim, incentives.get(claim.incentive_id), users)),
    pagination: {
      page_count: pageCount,
      total_count: claims.length,
      page_number: page,
      page_next: page < pageCount ? page + 1 : null,
      page_previous: page > 1 ? Math.min(page - 1, pageCount) : null,
    },
  };
}

export const SUMMARY_CSV_HEADER = [
  'Claimed at',
  'Decision date',
  'Incentive',
  'Amount',
  'Recipient',
  'Recipient ID',
  'Reason',
  'Proof',
  'Status',
] as const;

/** The CSV's rows: every claim of the filter (no paging), in the summary's order, header first. */
export function summaryCsvRows(store: Store, companyId: number, filter: SummaryFilter): (string | number)[][] {
  const incentives = store.rowsById('incentives');
  const users = store.rowsById('users');
  const rows = summaryClaims(store, companyId, filter).map((claim) => {
    const view = claimView(claim, incentives.get(claim.incentive_id), users);
    return [
      view.created_at,
      view.decision_date ?? '',
      view.award.name,
      view.award.amount,
      view.receivers.map((receiver) => receiver.display_name).join('; '),
      view.receivers.map((receiver) => receiver.id).join('; '),
      view.claim_reason,
      view.claim_attachment?.filename ?? '',
      view.state,
    ];
  });
  return [[...SUMMARY_CSV_HEADER], ...rows];
}
