export * from './permission-subject';
export * from './permission-table';
export * from './admin-access';
export * from './navigation';
export * from './team-hub-policies';
export * from './user-account-changes';
export * from './growth-policies';
