export * from './billing-contract';
export * from './billing-rules';
export * from './integrations-contract';
export * from './integrations-rules';
export * from './user-sync-contract';
