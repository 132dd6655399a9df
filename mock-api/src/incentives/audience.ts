import type { AudienceCondition, ConditionsOperator } from '@laurel/shared/contract';
import type { Store } from '../db/store';
import type { Group, User } from '../db/types';

/** A custom group is an uploaded list (its group id) or a custom property's value (`role=Team lead`). */
const CUSTOM_PROPERTY_VALUE = /^([a-z_]+)=(.+)$/;

const groupHas = (groups: ReadonlyMap<string, Group>, key: string, user: User) =>
  groups.get(key)?.member_ids.includes(user.id) ?? false;

/** Whether a person meets the audience conditions (programs §3): all of them with `and`, one with `or`, anyone with none. */
export function audienceMatcher(store: Store, companyId: number) {
  const groups = new Map(
    store
      .all('groups')
      .filter((group) => group.company_id === companyId)
      .map((group) => [String(group.id), group]),
  );
  const meets = (user: User, { attr, value }: AudienceCondition): boolean => {
    const properties = user.custom_properties as unknown as Record<string, string | undefined>;
    switch (attr) {
      case 'department':
        return properties.department === value;
      case 'location':
        return properties.location === value;
      case 'team':
        return groupHas(groups, value, user);
      case 'has_reports?':
        return user.is_manager === (value === 'true');
      case 'email':
        return user.email.toLowerCase() === value.trim().toLowerCase();
      case 'custom_group': {
        const property = CUSTOM_PROPERTY_VALUE.exec(value);
        return property ? properties[property[1]!] === property[2] : groupHas(groups, value, user);
      }
    }
  };
  return (user: User, conditions: readonly AudienceCondition[], operator: ConditionsOperator): boolean => {
    if (user.company_id !== companyId || user.status !== 'active') return false;
    if (conditions.length === 0) return true;
    return operator === 'or'
      ? conditions.some((condition) => meets(user, condition))
      : conditions.every((condition) => meets(user, condition));
  };
}

/** The company's active people who meet the conditions. */
export function audienceOf(
  store: Store,
  companyId: number,
  conditions: readonly AudienceCondition[],
  operator: ConditionsOperator,
): User[] {
  const matches = audienceMatcher(store, companyId);
  return store.all('users').filter((user) => matches(user, conditions, operator));
}
