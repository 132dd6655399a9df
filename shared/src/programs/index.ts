export * from './incentive-contract';
export * from './incentive-schemas';
export * from './incentive-rules';
