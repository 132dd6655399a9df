import { useId, type ReactNode } from 'react';
import styles from './ActivityReports.module.css';

export interface ReportColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** The column that names the row, read out before each of its cells. */
  rowHeader?: boolean;
  className?: string;
}

export interface ReportTableProps<Row> {
  title: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Under the table, such as the pages. */
  footer?: ReactNode;
}

/** A report's table under its heading; it scrolls sideways on a narrow screen. */
export function ReportTable<Row>({ title, columns, rows, rowKey, footer }: ReportTableProps<Row>) {
  const titleId = useId();
  const cellClass = (column: ReportColumn<Row>) =>
    [column.numeric && styles.numeric, column.className].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.section}>
      <h2 id={titleId}>{title}</h2>
      <div className={styles.tableBox}>
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cellClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={cellClass(column)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footer}
    </div>
  );
}
