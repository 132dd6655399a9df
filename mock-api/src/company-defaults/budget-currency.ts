import type { BudgetCurrency } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Company } from '../db/types';

/**
 * The company budget's currency and points-per-unit rate when its budget format is 'currency' (company
 * settings), for showing balances as money; nothing while it counts in points.
 */
export function budgetCurrencyOf(store: Store, company: Company): BudgetCurrency | undefined {
  if (company.budget.format !== 'currency') return undefined;
  const budget = store.all('company_budgets').find((row) => row.company_id === company.id);
  return { code: budget?.iso_code ?? 'USD', rate: budget?.exchange_rate || 1 };
}
