export * from './announcement-contract';
export * from './announcement-rules';
export * from './rich-text';
export * from './announcement-schemas';
