export * from './incentive-contract';
export * from './incentive-schemas';
export * from './incentive-rules';
export * from './nomination-contract';
export * from './nomination-schemas';
export * from './nomination-rules';
