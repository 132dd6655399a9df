import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_HEIGHT_PX, type ReportChartProps } from './chart-data';
import styles from './ChartFigure.module.css';

const SERIES_CLASSES = [styles.series0, styles.series1, styles.series2, styles.series3];

/** recharts, loaded only by pages that draw a chart; its figures are also in ChartFigure's table. */
export default function ReportChart({ kind, rows, series, format, size }: ReportChartProps) {
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" className={styles.grid} />
      <XAxis dataKey="label" tick={{ className: styles.tick }} />
      <YAxis tickFormatter={format} tick={{ className: styles.tick }} width={56} />
      <Tooltip formatter={(value) => format(Number(value))} />
      {series.length > 1 && <Legend />}
    </>
  );
  const chart =
    kind === 'bar' ? (
      <BarChart data={data} accessibilityLayer={false} {...size}>
        {axes}
        {series.map((one, index) => (
          <Bar
            key={one.key}
            dataKey={one.key}
            name={one.label}
            className={SERIES_CLASSES[index % SERIES_CLASSES.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    ) : (
      <LineChart data={data} accessibilityLayer={false} {...size}>
        {axes}
        {series.map((one, index) => (
          <Line
            key={one.key}
            dataKey={one.key}
            name={one.label}
            type="monotone"
            className={SERIES_CLASSES[index % SERIES_CLASSES.length]}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  if (size) return chart;
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT_PX}>
      {chart}
    </ResponsiveContainer>
  );
}
