export * from './load-state';
export * from './profile-api';
export * from './profile-store';
export * from './profile-loader';
export * from './use-profile';
export * from './usePermission';
export * from './Authorization';
export * from './ProfileGate';
