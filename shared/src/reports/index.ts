export * from './dashboard-contract';
export * from './dashboard-rules';
