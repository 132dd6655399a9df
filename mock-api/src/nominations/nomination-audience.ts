import type { NominationRulesGroup } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { NominationPeriodRow, NominationRulesRow, User } from '../db/types';
import { audienceMatcher } from '../incentives/audience';

export const rulesGroupOf = ({ conditions_operator, conditions }: NominationRulesRow): NominationRulesGroup => ({
  groupType: conditions_operator === 'or' ? 'OR' : 'AND',
  conditions: conditions.map((condition) => ({ ...condition })),
});

export const rulesRowOf = ({ groupType, conditions }: NominationRulesGroup): NominationRulesRow => ({
  conditions_operator: groupType === 'OR' ? 'or' : 'and',
  conditions: conditions.map(({ attr, value }) => ({ attr, value: value.trim() })),
});

/** Who may nominate and who may be nominated in a period: active people of its company who meet its rules. */
export function periodAudience(store: Store, period: NominationPeriodRow) {
  const matches = audienceMatcher(store, period.company_id);
  const meets = (user: User, rules: NominationRulesRow) => matches(user, rules.conditions, rules.conditions_operator);
  return {
    mayNominate: (user: User) => meets(user, period.nominator_rules),
    mayBeNominated: (user: User) => meets(user, period.nominee_rules),
  };
}

export const companyPeriod = (store: Store, companyId: number, id: string | undefined) =>
  store.all('nomination_periods').find((row) => String(row.id) === id && row.company_id === companyId);

export const nominationsOf = (store: Store, periodId: number) =>
  store.all('nominations').filter((row) => row.nomination_period_id === periodId);
