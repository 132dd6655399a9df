import type { ApiErrorId } from '../contract/api-errors';
import {
  INCENTIVE_APPROVAL_STEPS_MAX,
  INCENTIVE_DESCRIPTION_MAX_LENGTH,
  INCENTIVE_MESSAGE_MAX_LENGTH,
  INCENTIVE_NAME_MAX_LENGTH,
  type IncentivePeriodType,
} from './incentive-contract';
import type { IncentiveForm } from './incentive-schemas';

export type IncentiveFormError = Extract<
  ApiErrorId,
  | 'incentive_name_required'
  | 'incentive_name_too_long'
  | 'incentive_description_too_long'
  | 'incentive_message_too_long'
  | 'incentive_amount_invalid'
  | 'incentive_condition_invalid'
  | 'incentive_claim_limit_invalid'
  | 'incentive_approval_steps_invalid'
>;

/** What the form checks that the schema cannot: programs §5, with the description counted as its plain text. */
export function validateIncentiveForm(form: IncentiveForm, descriptionText: string): IncentiveFormError[] {
  const errors: IncentiveFormError[] = [];
  const name = form.name.trim();
  if (name.length === 0) errors.push('incentive_name_required');
  if (name.length > INCENTIVE_NAME_MAX_LENGTH) errors.push('incentive_name_too_long');
  if (descriptionText.length > INCENTIVE_DESCRIPTION_MAX_LENGTH) errors.push('incentive_description_too_long');
  if (form.message.length > INCENTIVE_MESSAGE_MAX_LENGTH) errors.push('incentive_message_too_long');
  if (!Number.isInteger(form.amount) || form.amount <= 0) errors.push('incentive_amount_invalid');
  const seen = new Set<string>();
  for (const { attr, value } of form.conditions) {
    const key = `${attr}\u0000${value}`;
    if (value.trim() === '' || seen.has(key)) errors.push('incentive_condition_invalid');
    seen.add(key);
  }
  if (!claimLimitIsComplete(form)) errors.push('incentive_claim_limit_invalid');
  if (form.requireApproval && !approvalStepsAreValid(form.approvalLevels)) {
    errors.push('incentive_approval_steps_invalid');
  }
  return [...new Set(errors)];
}

const atLeastOne = (value: number | null | undefined) => typeof value === 'number' && value >= 1;

function claimLimitIsComplete(form: IncentiveForm): boolean {
  if (form.claimLimitMode === 'perEmployee') return atLeastOne(form.userClaimLimit);
  if (form.claimLimitMode === 'perPeriod') return atLeastOne(form.claimLimitQuantity) && Boolean(form.periodType);
  return true;
}

/** Programs §4: 1 to 4 sequential steps, each of at least one approver, none twice in a step. */
export const approvalStepsAreValid = (steps: readonly (readonly number[])[]) =>
  steps.length >= 1 &&
  steps.length <= INCENTIVE_APPROVAL_STEPS_MAX &&
  steps.every((step) => step.length > 0 && new Set(step).size === step.length);

/**
 * The UTC start of the claim period holding `at` (weeks start on Monday); a lifetime has no start.
 * Claims made since then count against a per-period limit.
 */
export function periodStartOf(periodType: IncentivePeriodType, at: number): number {
  const day = new Date(at);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  switch (periodType) {
    case 'week': {
      const sinceMonday = (day.getUTCDay() + 6) % 7;
      return Date.UTC(year, month, day.getUTCDate() - sinceMonday);
    }
    case 'month':
      return Date.UTC(year, month, 1);
    case 'quarter':
      return Date.UTC(year, month - (month % 3), 1);
    case 'year':
      return Date.UTC(year, 0, 1);
    case 'lifetime':
      return Number.NEGATIVE_INFINITY;
  }
}

export interface CostEstimateInput {
  scopedCount: number;
  /** Claims each employee may make; unlimited counts as one. */
  limit: number;
  amount: number;
  quantity: number | null;
  exchangeRate: number;
}

/**
 * Programs §5: scopedCount × limit × amount, or min(quantity, scopedCount × limit) × amount with stock,
 * divided by the budget's exchange rate and truncated.
 */
export function incentiveCostEstimate({
  scopedCount,
  limit,
  amount,
  quantity,
  exchangeRate,
}: CostEstimateInput): number {
  const claims = quantity === null ? scopedCount * limit : Math.min(quantity, scopedCount * limit);
  return Math.trunc((claims * amount) / (exchangeRate > 0 ? exchangeRate : 1));
}

/** The summary's page parameter (programs §5): a whole number of at least 1, else 1. */
export const pageNumberOf = (value: string | undefined): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
