import type {
  AudienceCondition,
  ConditionsOperator,
  NominationPeriodDetail,
  NominationPeriodForm,
  NominationPeriodVisibility,
  NominationRulesGroup,
} from '@laurel/shared/contract';
import { dayOf, instantOfDay, lastOpenDayOf } from './period-days';

/** What the form holds: the contract's fields with days for dates and the limit as typed ('' is unlimited). */
export interface PeriodFormValues {
  name: string;
  description: string;
  startDay: string;
  /** The last day nominations are open; '' is no end. */
  endDay: string;
  nomineeRulesGroup: NominationRulesGroup;
  nominatorRulesGroup: NominationRulesGroup;
  nominationLimit: string;
  visibility: NominationPeriodVisibility;
}

/** The stored instants, kept when their day is not changed, so an edit does not move a start to midnight. */
export interface StoredDates {
  startDate: string;
  endDate: string | null;
}

const EVERYONE: NominationRulesGroup = { groupType: 'AND', conditions: [] };

export const newPeriodValues = (today = dayOf(Date.now())): PeriodFormValues => ({
  name: '',
  description: '',
  startDay: today,
  endDay: '',
  nomineeRulesGroup: EVERYONE,
  nominatorRulesGroup: EVERYONE,
  nominationLimit: '',
  visibility: 'admin',
});

export const valuesOfPeriod = (period: NominationPeriodDetail): PeriodFormValues => ({
  name: period.name,
  description: period.description,
  startDay: dayOf(period.startDate),
  endDay: period.endDate === null ? '' : lastOpenDayOf(period.endDate),
  nomineeRulesGroup: period.nomineeRulesGroup,
  nominatorRulesGroup: period.nominatorRulesGroup,
  nominationLimit: period.nominationLimit === null ? '' : String(period.nominationLimit),
  visibility: period.visibility,
});

function startDateOf(values: PeriodFormValues, stored?: StoredDates) {
  if (stored && dayOf(stored.startDate) === values.startDay) return stored.startDate;
  return instantOfDay(values.startDay) ?? '';
}

function endDateOf(values: PeriodFormValues, stored?: StoredDates) {
  if (values.endDay.trim() === '') return null;
  if (stored?.endDate && lastOpenDayOf(stored.endDate) === values.endDay) return stored.endDate;
  // Open through its last day: the period ends at the next midnight.
  return instantOfDay(values.endDay, 1) ?? '';
}

/** What is sent; a day that is not one becomes '' for the schema to refuse. */
export const formOfValues = (values: PeriodFormValues, stored?: StoredDates): NominationPeriodForm => ({
  name: values.name,
  description: values.description,
  startDate: startDateOf(values, stored),
  endDate: endDateOf(values, stored),
  nomineeRulesGroup: values.nomineeRulesGroup,
  nominatorRulesGroup: values.nominatorRulesGroup,
  nominationLimit: values.nominationLimit.trim() === '' ? null : Number(values.nominationLimit),
  visibility: values.visibility,
});

/** The audience editor's values (lower-case operator) for a rules group, and back. */
export const audienceOfRulesGroup = (group: NominationRulesGroup) => ({
  conditions: group.conditions,
  conditionsOperator: (group.groupType === 'OR' ? 'or' : 'and') as ConditionsOperator,
});

export const rulesGroupOfAudience = (audience: {
  conditions: AudienceCondition[];
  conditionsOperator: ConditionsOperator;
}): NominationRulesGroup => ({
  groupType: audience.conditionsOperator === 'or' ? 'OR' : 'AND',
  conditions: audience.conditions.map(({ attr, value }) => ({ attr, value })),
});
