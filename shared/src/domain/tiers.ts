export const TIERS = ['free', 'tier_one', 'tier_two', 'tier_three', 'tier_alpha'] as const;
export type Tier = (typeof TIERS)[number];

/** The name sales uses for each tier; shown on the super-admin badge. */
export const TIER_MARKETING_NAMES: Record<Tier, string> = {
  free: 'Free',
  tier_one: 'Appreciate',
  tier_two: 'Connect',
  tier_three: 'Achieve',
  tier_alpha: 'Engage',
};
