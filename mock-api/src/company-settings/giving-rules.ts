import type { ApiErrorId, ApiErrorParams, GivingRules } from '@laurel/shared/contract';

export interface GivingRuleRefusal {
  id: Extract<ApiErrorId, 'amount_above_limit' | 'too_few_recipients' | 'too_many_recipients'>;
  params: ApiErrorParams;
}

/** The peer-to-peer rule a recognition of `amount` points to `recipientCount` people breaks, if any. */
export function givingRuleRefusal(
  rules: GivingRules,
  amount: number,
  recipientCount: number,
): GivingRuleRefusal | null {
  const { maxPointsPerRecognition, minRecipients, maxRecipients } = rules;
  if (maxPointsPerRecognition !== null && amount > maxPointsPerRecognition) {
    return { id: 'amount_above_limit', params: { maxPoints: maxPointsPerRecognition } };
  }
  // No recipient at all is the composer's own refusal (missing_recipient), checked before.
  if (recipientCount > 0 && recipientCount < minRecipients) {
    return { id: 'too_few_recipients', params: { minRecipients } };
  }
  if (maxRecipients !== null && recipientCount > maxRecipients) {
    return { id: 'too_many_recipients', params: { maxRecipients } };
  }
  return null;
}
