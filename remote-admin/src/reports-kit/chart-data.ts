/** One category of a chart (a week, a department) with a figure per series. */
export interface ChartRow {
  label: string;
  values: Record<string, number>;
}

export interface ChartSeries {
  key: string;
  /** The series' name in the legend and the table's column heading. */
  label: string;
}

export type ChartKind = 'bar' | 'line';

export interface ChartSize {
  width: number;
  height: number;
}

/** How a figure reads, in the chart's tooltip and in the table alike. */
export type ChartFormat = (value: number) => string;

export interface ReportChartProps {
  kind: ChartKind;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  format: ChartFormat;
  /** Fixed for tests; otherwise the chart fills its box's width. */
  size?: ChartSize;
  /** The value axis's top, such as 100 for percentages; otherwise the largest figure's. */
  valueMax?: number;
  /** Counts: the value axis ticks whole numbers only, never 0.5 of a recognition. */
  wholeNumbers?: boolean;
}

export const CHART_HEIGHT_PX = 280;
