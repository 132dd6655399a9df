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

// Attributes, not CSS, so the legend and the tooltip show the colours the series are drawn in; the
// tokens (tokens.css) follow the theme.
const SERIES_COLOURS = ['--laurel-chart-0', '--laurel-chart-1', '--laurel-chart-2', '--laurel-chart-3'];
const colourOf = (index: number) => `var(${SERIES_COLOURS[index % SERIES_COLOURS.length]})`;
const TOOLTIP_STYLE = {
  background: 'var(--laurel-color-surface)',
  borderColor: 'var(--laurel-color-border)',
  color: 'var(--laurel-color-text)',
};
const TOOLTIP_CURSOR = { fill: 'var(--laurel-color-hover)', stroke: 'var(--laurel-color-border)' };
const AXIS_COLOUR = 'var(--laurel-color-muted)';

/** recharts, loaded only by pages that draw a chart; its figures are also in ChartFigure's table. */
export default function ReportChart({ kind, rows, series, format, size, valueMax, wholeNumbers }: ReportChartProps) {
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" className={styles.grid} />
      <XAxis dataKey="label" tick={{ className: styles.tick }} stroke={AXIS_COLOUR} />
      <YAxis
        tickFormatter={format}
        tick={{ className: styles.tick }}
        stroke={AXIS_COLOUR}
        width={56}
        domain={[0, valueMax ?? 'auto']}
        allowDecimals={!wholeNumbers}
      />
      <Tooltip formatter={(value) => format(Number(value))} contentStyle={TOOLTIP_STYLE} cursor={TOOLTIP_CURSOR} />
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
