import type { RecognitionSettings } from '@laurel/shared/recognition';

/** The company's name for its points (company settings' budget names) when there are `count` of them. */
export const budgetUnitOf = ({ budget }: Pick<RecognitionSettings, 'budget'>, count: number) =>
  count === 1 ? budget.singular : budget.plural;

/** `count` points as money in `locale` when the company's budget format is currency (it then sends one); else null. */
export function moneyOf({ budget }: Pick<RecognitionSettings, 'budget'>, count: number, locale: string) {
  if (!budget.currency) return null;
  const { code, rate } = budget.currency;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(count / rate);
}
