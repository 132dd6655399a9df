import type { GiverBudget, RecognitionSettings } from '@laurel/shared/recognition';

/** Spec §6: the amount tool shows to those who may give points, unless zero-point giving left them none. */
export const showsAmountTool = (settings: RecognitionSettings, budget: GiverBudget) =>
  budget.can_give_non_zero && !(settings.zero_point_bonuses && budget.giving_balance === 0);

/** Spec §6: the privacy tool shows when the company lets givers choose. */
export const showsPrivacyTool = (settings: RecognitionSettings) => settings.bonus_privacy === 'true';

export type HintKey = 'bothRequired' | 'amountRequired' | 'hashtagRequired' | 'bothOptional';

/** Spec §5 hints: when both are required only the "required" text shows; otherwise each says which. */
export function hintFor(settings: RecognitionSettings): HintKey {
  const amountRequired = !settings.zero_point_bonuses;
  const hashtagRequired = settings.hashtagging_mode !== 'none';
  if (amountRequired && hashtagRequired) return 'bothRequired';
  if (amountRequired) return 'amountRequired';
  if (hashtagRequired) return 'hashtagRequired';
  return 'bothOptional';
}
