import type { CompanyProfile } from '@laurel/shared';

/** The company's word for `count` of its points (company settings' budget names), or null while it says points. */
export function customBudgetUnitOf(company: CompanyProfile, count: number): string | null {
  const names = company.budget.names;
  if (!names || names.plural === 'points') return null;
  return count === 1 ? names.singular : names.plural;
}

/** `count` points as money in `locale`, when the company's budget format is currency; else null. */
export function moneyOf({ budget }: CompanyProfile, count: number, locale: string): string | null {
  if (budget.format !== 'currency' || !budget.currency) return null;
  const { code, rate } = budget.currency;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(count / rate);
}
