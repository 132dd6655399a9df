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

// Attributes, not CSS, so the legend and the tooltip show the colours the series are drawn in.
const SERIES_COLOURS = ['#0f6b4f', '#5b6fd0', '#c27a1a', '#a8437f'];
const colourOf = (index: number) => SERIES_COLOURS[index % SERIES_COLOURS.length];

/** recharts, loaded only by pages that draw a chart; its figures are also in ChartFigure's table. */
export default function ReportChart({ kind, rows, series, format, size, valueMax, wholeNumbers }: ReportChartProps) {
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" className={styles.grid} />
      <XAxis dataKey="label" tick={{ className: styles.tick }} />
      <YAxis
        tickFormatter={format}
        tick={{ className: styles.tick }}
        width={56}
        domain={[0, valueMax ?? 'auto']}
        allowDecimals={!wholeNumbers}
      />
      <Tooltip formatter={(value) => format(Number(value))} />
      {series.length > 1 && <Legend itemSorter={null} />}
    </>
  );
  const chart =
    kind === 'bar' ? (
      <BarChart data={data} accessibilityLayer={false} {...size}>
        {axes}
        {series.map((one, index) => (
          <Bar key={one.key} dataKey={one.key} name={one.label} fill={colourOf(index)} isAnimationActive={false} />
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
            type="linear"
            stroke={colourOf(index)}
            strokeWidth={2}
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
