import type { RecognitionSettings } from '@laurel/shared/recognition';

/** The company's name for its points (company settings' budget names) when there are `count` of them. */
export const budgetUnitOf = ({ budget }: Pick<RecognitionSettings, 'budget'>, count: number) =>
  count === 1 ? budget.singular : budget.plural;
