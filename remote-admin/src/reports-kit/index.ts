export * from './ReportPage';
export * from './DateRangeFilter';
export * from './SelectFilter';
export * from './CsvExportButton';
export * from './ChartFigure';
export * from './ReportPagination';
export * from './use-report';
export * from './use-report-filters';
export type { ChartRow, ChartSeries, ChartKind, ChartFormat, ChartSize } from './chart-data';
