import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from './format-when';
import styles from './SuperAdmin.module.css';

interface CompanyEvent {
  id: number | string;
  createdAt: string;
  companyName: string;
}

export interface CompanyEventTableProps<Row extends CompanyEvent> {
  rows: readonly Row[];
  caption: string;
  /** The headers of the columns after when and which company. */
  headers: readonly string[];
  /** The cells of those columns, one `<td>` each. */
  cells: (row: Row) => ReactNode;
}

/** Something that happened in a company, one row each: when, which company, then the row's own columns. */
export function CompanyEventTable<Row extends CompanyEvent>({
  rows,
  caption,
  headers,
  cells,
}: CompanyEventTableProps<Row>) {
  const { t } = useTranslation('monarch');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('events.columns.when')}</th>
            <th scope="col">{t('events.columns.company')}</th>
            {headers.map((header) => (
              <th scope="col" key={header}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatWhen(t, row.createdAt)}</td>
              <td>{row.companyName}</td>
              {cells(row)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
