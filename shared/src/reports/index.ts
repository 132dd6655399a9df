export * from './dashboard-contract';
export * from './dashboard-rules';
export * from './report-filters';
