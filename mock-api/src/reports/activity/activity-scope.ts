import {
  ACTIVITY_REPORT_PAGE_SIZE,
  pageNumberOf,
  reportDayStart,
  reportRangeEnd,
  type ActivityReportFrame,
  type ReportFilters,
  type ReportPerson,
} from '@laurel/shared/contract';
import type { Store } from '../../db/store';
import type { User } from '../../db/types';

/** One report's request: the company, what it filters on, and which page of rows. */
export interface ActivityRequest {
  companyId: number;
  filters: ReportFilters;
  pageNumber: number;
  /** The CSV asks for every row on one page. */
  pageSize?: number;
}

export const activityRequestOf = (companyId: number, filters: ReportFilters, page?: unknown): ActivityRequest => ({
  companyId,
  filters,
  pageNumber: pageNumberOf(typeof page === 'string' ? page : undefined),
});

/** The company's people and the filter as every report applies it. */
export interface ActivityScope {
  people: ReadonlyMap<number, User>;
  departmentOf: (userId: number) => string | null;
  /** No department filter, or the person is in the chosen one. */
  counts: (userId: number) => boolean;
  inRange: (at: string) => boolean;
  ofCompany: <Row extends { company_id: number; created_at: string }>(rows: readonly Row[]) => Row[];
  person: (userId: number) => ReportPerson;
  frame: <Row>(rows: readonly Row[]) => ActivityReportFrame<Row>;
}

export function activityScope(
  store: Store,
  { companyId, filters, pageNumber, pageSize = ACTIVITY_REPORT_PAGE_SIZE }: ActivityRequest,
): ActivityScope {
  const people = new Map(
    store
      .all('users')
      .filter((user) => user.company_id === companyId)
      .map((user) => [user.id, user]),
  );
  const departmentOf = (userId: number) => people.get(userId)?.custom_properties.department ?? null;
  const start = reportDayStart(filters.start_date);
  const end = reportRangeEnd(filters);
  const inRange = (at: string) => {
    const time = Date.parse(at);
    return time >= start && time < end;
  };
  const departments = [...new Set([...people.values()].map((user) => user.custom_properties.department))]
    .filter((name): name is string => Boolean(name))
    .sort((a, b) => a.localeCompare(b));

  return {
    people,
    departmentOf,
    counts: (userId) => !filters.department || departmentOf(userId) === filters.department,
    inRange,
    ofCompany: (rows) => rows.filter((row) => row.company_id === companyId && inRange(row.created_at)),
    person: (userId) => ({ id: userId, displayName: people.get(userId)?.display_name ?? `#${userId}` }),
    frame: (rows) => {
      const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
      const from = (pageNumber - 1) * pageSize;
      return {
        startDate: filters.start_date,
        endDate: filters.end_date,
        department: filters.department ?? null,
        departments,
        rows: rows.slice(from, from + pageSize),
        pagination: {
          pageNumber,
          pageCount,
          totalCount: rows.length,
          pageSize,
        },
      };
    },
  };
}

export const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Points a recognition moves: its amount to each receiver. */
export const pointsOf = (bonus: { amount: number; receiver_ids: readonly number[] }) =>
  bonus.amount * bonus.receiver_ids.length;

/** Groups rows by a key, keeping the order keys were first seen. */
export function groupedBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
