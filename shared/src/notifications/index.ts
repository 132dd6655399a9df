export * from './notification-contract';
