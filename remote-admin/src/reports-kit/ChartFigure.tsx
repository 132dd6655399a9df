import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartFormat, ChartKind, ChartRow, ChartSeries, ChartSize } from './chart-data';
import './reports-kit-copy';
import styles from './ChartFigure.module.css';

const ReportChart = lazy(() => import('./ReportChart'));

export interface ChartFigureProps {
  /** The chart's heading and its table's caption. */
  title: string;
  kind: ChartKind;
  /** The heading of the table's first column, naming what the rows are (Week, Department). */
  categoryLabel: string;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  format?: ChartFormat;
  size?: ChartSize;
  /** The value axis's top, such as 100 for percentages. */
  valueMax?: number;
  /** The table shows from the start, rather than behind "Show as table". */
  tableShown?: boolean;
  /** Counts: the axis ticks whole numbers only. */
  wholeNumbers?: boolean;
}

/**
 * A chart of a report's figures with the same figures as a table: the drawing is hidden from assistive
 * technology, the table is what a screen reader and a keyboard user read.
 */
export function ChartFigure({
  title,
  kind,
  categoryLabel,
  rows,
  series,
  format: givenFormat,
  size,
  valueMax,
  tableShown = false,
  wholeNumbers,
}: ChartFigureProps) {
  const { t, i18n } = useTranslation('reports', { keyPrefix: 'kit' });
  const format = givenFormat ?? ((value: number) => new Intl.NumberFormat(i18n.language).format(value));
  const titleId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(tableShown);
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t('chart.hideTable') : t('chart.showTable')}
        </button>
      </div>
      <div className={styles.chart} aria-hidden="true" data-testid="report-chart">
        <Suspense fallback={<p>{t('chart.loading')}</p>}>
          <ReportChart
            kind={kind}
            rows={rows}
            series={series}
            format={format}
            size={size}
            valueMax={valueMax}
            wholeNumbers={wholeNumbers}
          />
        </Suspense>
      </div>
      <table id={tableId} className={styles.table} hidden={!showTable}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {series.map((one) => (
              <th key={one.key} scope="col" className={styles.number}>
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {series.map((one) => (
                <td key={one.key} className={styles.number}>
                  {format(row.values[one.key] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
