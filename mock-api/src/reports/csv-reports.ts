import type { ReportFilters } from '@laurel/shared/contract';
import type { Database, User } from '../db/types';
import { participationCsvRows, participationSummaryCsvRows } from './participation/participation-csv';

export const CSV_REPORTS = ['giving', 'points_given', 'participation', 'participation_summary'] as const;
export type CsvReport = (typeof CSV_REPORTS)[number];

export const isCsvReport = (value: string): value is CsvReport => (CSV_REPORTS as readonly string[]).includes(value);

type Cell = string | number;
type ReportData = Pick<Database, 'users' | 'bonuses'>;

// A leading = + - @ makes spreadsheets run the cell as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: comma-separated, quoted where needed, CRLF line ends. */
export const toCsv = (rows: readonly (readonly Cell[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** One company's rows of `report`, header first; `filters` are those of the report page it was asked from. */
export function reportRows(
  report: CsvReport,
  { users, bonuses }: ReportData,
  companyId: number,
  filters: ReportFilters,
): Cell[][] {
  const people = users.filter((user) => user.company_id === companyId);
  const byId = new Map(people.map((user) => [user.id, user]));
  const nameOf = (id: number) => byId.get(id)?.display_name ?? `#${id}`;
  const given = bonuses
    .filter((bonus) => bonus.company_id === companyId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));

  const perUser = (columns: string[], cells: (user: User) => Cell[]) => [
    ['user', 'email', ...columns],
    ...people.map((user) => [user.display_name, user.email, ...cells(user)]),
  ];
  const givenBy = (user: User) => given.filter((bonus) => bonus.giver_id === user.id);

  switch (report) {
    case 'giving':
      return [
        ['giver', 'receivers', 'amount', 'reason', 'created_at'],
        ...given.map((bonus) => [
          nameOf(bonus.giver_id),
          bonus.receiver_ids.map(nameOf).join('; '),
          bonus.amount,
          bonus.reason,
          bonus.created_at,
        ]),
      ];
    case 'points_given':
      return perUser(['points_given', 'recognitions_given'], (user) => {
        const bonuses = givenBy(user);
        return [bonuses.reduce((sum, bonus) => sum + bonus.amount * bonus.receiver_ids.length, 0), bonuses.length];
      });
    case 'participation':
      return participationCsvRows({ users, bonuses }, companyId, filters);
    case 'participation_summary':
      return participationSummaryCsvRows({ users, bonuses }, companyId, filters);
  }
}
