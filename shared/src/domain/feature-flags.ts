/** Experiment flags and feature flags of spec §3; any flag not returned is off. */
export const FEATURE_FLAGS = [
  'one-on-ones',
  'achieve-limited-release',
  'one-on-ones-experimental',
  'achieve-adoption-r3-fast-follows',
  'seasonal-themes',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Partial<Record<FeatureFlag, boolean>>;
