import type { BonusPrivacy } from '../db/types';
import type { RecipientToken } from './resolve-recipients';

export const BONUS_PRIVACIES: readonly BonusPrivacy[] = ['publicly_visible', 'immediate_team', 'privately_visible'];

export interface BonusInput {
  reason: string;
  privacy: BonusPrivacy;
  reason_tokens: RecipientToken[];
  parent_bonus_id: number | null;
  include_parent_giver: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The `{ bonus: {...} }` body, or null when its shape is wrong (a 400, not a rule broken). */
export function bonusInputOf(body: unknown): BonusInput | null {
  const bonus = isRecord(body) ? body.bonus : undefined;
  if (!isRecord(bonus) || typeof bonus.reason !== 'string') return null;
  const privacy = bonus.privacy ?? 'publicly_visible';
  if (!BONUS_PRIVACIES.includes(privacy as BonusPrivacy)) return null;
  const tokens = bonus.reason_tokens ?? [];
  if (!Array.isArray(tokens) || !tokens.every(isRecord)) return null;
  const parent = bonus.parent_bonus_id ?? null;
  if (parent !== null && typeof parent !== 'number') return null;
  return {
    reason: bonus.reason,
    privacy: privacy as BonusPrivacy,
    reason_tokens: tokens as RecipientToken[],
    parent_bonus_id: parent,
    include_parent_giver: bonus.include_parent_giver === true,
  };
}
