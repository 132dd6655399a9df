import type { CompanyProfile } from '@laurel/shared';

/** The company's word for `count` of its points (company settings' budget names), or null while it says points. */
export function customBudgetUnitOf(company: CompanyProfile, count: number): string | null {
  const names = company.budget.names;
  if (!names || names.plural === 'points') return null;
  return count === 1 ? names.singular : names.plural;
}
