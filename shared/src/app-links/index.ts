export * from './legacy-paths';
export * from './path-template';
export * from './query-params';
export * from './link-target';
export * from './follow-link';
export * from './use-app-navigate';
export * from './AppLink';
