/** Experiment flags and feature flags of spec §3; any flag not returned is off. */
export const FEATURE_FLAGS = [
  'one-on-ones',
  'achieve-limited-release',
  'one-on-ones-experimental',
  'achieve-adoption-r3-fast-follows',
  'seasonal-themes',
  /** The check-in action of the mobile add menu (recognition §6 CanAccessCheckIn). */
  'check-ins',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Partial<Record<FeatureFlag, boolean>>;
