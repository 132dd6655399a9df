export * from './tiers';
export * from './user-profile';
export * from './company-profile';
export * from './feature-flags';
export * from './spoofing';
export * from './search-hits';
