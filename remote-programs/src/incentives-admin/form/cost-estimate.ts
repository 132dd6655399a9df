import { incentiveCostEstimate } from '@laurel/shared/contract';
import type { IncentiveFormValues } from './incentive-form-values';

/** Claims each employee may make under the chosen limit; unlimited counts as one (programs §5). */
export function claimsPerEmployeeOf(
  values: Pick<IncentiveFormValues, 'claimLimitMode' | 'userClaimLimit' | 'claimLimitQuantity'>,
) {
  const limit =
    values.claimLimitMode === 'perEmployee'
      ? values.userClaimLimit
      : values.claimLimitMode === 'perPeriod'
        ? values.claimLimitQuantity
        : 1;
  return typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? limit : 1;
}

/**
 * The most the incentive can cost in the budget's currency for the people it reaches, or null until
 * the amount is a number.
 */
export function costEstimateOf(
  values: Pick<IncentiveFormValues, 'amount' | 'quantity' | 'claimLimitMode' | 'userClaimLimit' | 'claimLimitQuantity'>,
  scopedCount: number,
  exchangeRate: number,
): number | null {
  if (!Number.isFinite(values.amount) || values.amount <= 0) return null;
  const quantity = typeof values.quantity === 'number' && Number.isFinite(values.quantity) ? values.quantity : null;
  return incentiveCostEstimate({
    scopedCount,
    limit: claimsPerEmployeeOf(values),
    amount: values.amount,
    quantity,
    exchangeRate,
  });
}
