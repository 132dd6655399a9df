import type { BonusPrivacy } from './bonus-contract';

/** The privacy every recipient prefers (profile settings), when they all prefer the same; none when any has none. */
export function sharedPreferredPrivacy(preferences: readonly (BonusPrivacy | null | undefined)[]): BonusPrivacy | null {
  const [first] = preferences;
  if (!first) return null;
  return preferences.every((preference) => preference === first) ? first : null;
}
