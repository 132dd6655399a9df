export * from './catalog-contract';
export * from './redemption-contract';
export * from './redemption-schemas';
export * from './admin-catalog-contract';
