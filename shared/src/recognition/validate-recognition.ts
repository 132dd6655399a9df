import { firstAmount, hashtagsOf } from '../text/token-queries';
import type { GivingLimits, RecognitionError, RecognitionFacts, RecognitionRules } from './recognition-rules';
import type { BonusRecord, GiverBudget, RecognitionSettings } from './bonus-contract';

/** A `+` standing alone or followed only by zeros: the giver meant an amount but gave none. */
const EMPTY_OR_ZERO_AMOUNT = /(^|\s)\+0*(?=\s|$)/u;

export function recognitionFactsOf(reason: string, recipientCount: number): RecognitionFacts {
  const amount = firstAmount(reason);
  return {
    amount,
    amountInvalid: amount === null && EMPTY_OR_ZERO_AMOUNT.test(reason),
    hashtags: hashtagsOf(reason),
    recipientCount,
  };
}

/** Amount × distinct recipients: what leaves the giver's balance. */
export const totalAmountOf = ({ amount, recipientCount }: Pick<RecognitionFacts, 'amount' | 'recipientCount'>) =>
  (amount ?? 0) * recipientCount;

const lower = (tags: readonly string[]) => tags.map((tag) => tag.toLowerCase());

/** Every rule the draft breaks, in display order; empty when it may be given. The server runs the same. */
export function validateRecognition(facts: RecognitionFacts, rules: RecognitionRules): RecognitionError[] {
  const errors: RecognitionError[] = [];
  if (facts.recipientCount === 0) errors.push('missing_recipient');
  if (facts.amountInvalid) errors.push('invalid_amount');
  else if (facts.amount === null && !rules.zeroPointBonuses) errors.push('missing_amount');
  if (totalAmountOf(facts) > rules.givingBalance + (rules.flashPointsBalance ?? 0)) errors.push('insufficient_balance');
  if (rules.hashtaggingMode === 'at_least_one_hashtag' && facts.hashtags.length === 0) errors.push('missing_hashtag');
  if (rules.hashtaggingMode === 'at_least_one_company_hashtag') {
    const company = new Set(lower(rules.companyHashtags));
    if (!lower(facts.hashtags).some((tag) => company.has(tag))) errors.push('missing_required_hashtag');
  }
  if (rules.givingLimits) errors.push(...givingLimitErrors(facts, rules.givingLimits));
  return errors;
}

function givingLimitErrors({ amount, recipientCount }: RecognitionFacts, limits: GivingLimits): RecognitionError[] {
  const { maxPointsPerRecognition, minRecipients, maxRecipients } = limits;
  const errors: RecognitionError[] = [];
  if (maxPointsPerRecognition !== null && (amount ?? 0) > maxPointsPerRecognition) errors.push('amount_above_limit');
  // No recipient at all is missing_recipient already.
  if (recipientCount > 0 && recipientCount < minRecipients) errors.push('too_few_recipients');
  if (maxRecipients !== null && recipientCount > maxRecipients) errors.push('too_many_recipients');
  return errors;
}

/** The numbers a refusal's message names (`api-errors`' params), for the server and the composer alike. */
export const recognitionErrorParams = (rules: RecognitionRules) => ({
  hashtags: requiredHashtagsText(rules),
  maxPoints: rules.givingLimits?.maxPointsPerRecognition ?? 0,
  minRecipients: rules.givingLimits?.minRecipients ?? 1,
  maxRecipients: rules.givingLimits?.maxRecipients ?? 0,
});

/** The required tags as the message lists them: `#OwnIt, #BeCurious`. */
export const requiredHashtagsText = (rules: Pick<RecognitionRules, 'companyHashtags'>) =>
  rules.companyHashtags.map((tag) => `#${tag}`).join(', ');

/** The rules of a company's settings and a giver's budget: what the composer and the server check against. */
export const recognitionRulesOf = (
  settings: Pick<RecognitionSettings, 'zero_point_bonuses' | 'hashtagging_mode' | 'company_hashtags' | 'giving_rules'>,
  budget: Pick<GiverBudget, 'giving_balance' | 'flash_points_balance'>,
): RecognitionRules => ({
  zeroPointBonuses: settings.zero_point_bonuses,
  hashtaggingMode: settings.hashtagging_mode,
  companyHashtags: settings.company_hashtags,
  givingBalance: budget.giving_balance,
  flashPointsBalance: budget.flash_points_balance,
  ...(settings.giving_rules && { givingLimits: settings.giving_rules }),
});

/** Who an add-on also gives to: its parent's receivers, and the parent's giver when asked. */
export const addOnRecipientIds = (
  parent: Pick<BonusRecord, 'receiver_ids' | 'giver_id'>,
  includeParentGiver: boolean,
): number[] => [...parent.receiver_ids, ...(includeParentGiver ? [parent.giver_id] : [])];
