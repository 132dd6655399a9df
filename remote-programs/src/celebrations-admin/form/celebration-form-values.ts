import {
  celebrationDefaults,
  receivingRulesOf,
  type Celebration,
  type CelebrationCreate,
  type CelebrationType,
  type CelebrationVisibility,
  type ReceivingRulesGroupType,
  type WorkAnniversaryPointSetting,
  type YearAmountMapping,
} from '@laurel/shared/contract';

/** What the form holds (programs §3): the celebration's fields and its recipient lists. */
export interface CelebrationFormValues {
  name: string;
  headline: string;
  reason: string;
  amount: number;
  visibility: CelebrationVisibility;
  workAnniversaryPointSetting: WorkAnniversaryPointSetting;
  yearAmountMappings: YearAmountMapping[];
  recipientDepartments: string[];
  recipientLocations: string[];
  recipientTeams: string[];
  receivingRulesOperator: ReceivingRulesGroupType;
  /** yyyy-MM-dd, or empty for none. */
  celebrationDate: string;
}

/** Own-date types are celebrated on a day the admin picks, not on a date of each person. */
export const hasOwnDate = (type: CelebrationType) => type === 'custom_yearly_date' || type === 'wellness';

const valuesOf = (celebration: Omit<Celebration, 'id'>): CelebrationFormValues => {
  const conditions = celebration.receivingRulesGroup?.conditions ?? [];
  const valuesAt = (attr: string) => conditions.filter((c) => c.attr === attr).map((c) => c.value);
  return {
    name: celebration.name,
    headline: celebration.headline,
    reason: celebration.reason,
    amount: celebration.amount ?? 0,
    visibility: celebration.visibility,
    workAnniversaryPointSetting: celebration.workAnniversaryPointSetting,
    yearAmountMappings: celebration.yearAmountMappings,
    recipientDepartments: valuesAt('department'),
    recipientLocations: valuesAt('location'),
    recipientTeams: valuesAt('team'),
    receivingRulesOperator: celebration.receivingRulesGroup?.groupType ?? 'AND',
    celebrationDate: celebration.celebrationDate ?? '',
  };
};

/** A new celebration of `type` starts from its defaults (programs §9: points, public, same amount yearly). */
export const newCelebrationValues = (type: CelebrationType) => valuesOf(celebrationDefaults(type));

/** The edit form's starting values: the stored celebration. */
export const valuesOfCelebration = (celebration: Celebration) => valuesOf(celebration);

/** What is sent: the recipient lists as receiving rules, year mappings only where the point setting uses them. */
export function celebrationOfValues(
  values: CelebrationFormValues,
  type: CelebrationType,
): Omit<CelebrationCreate, 'type'> {
  const mapped = type === 'work_anniversary' && values.workAnniversaryPointSetting !== 'everyYearWithSameAmount';
  return {
    name: values.name,
    headline: values.headline,
    reason: values.reason,
    amount: values.amount,
    visibility: values.visibility,
    workAnniversaryPointSetting: values.workAnniversaryPointSetting,
    yearAmountMappings: mapped ? values.yearAmountMappings : [],
    receivingRulesGroup: receivingRulesOf(values, values.receivingRulesOperator),
    celebrationDate: hasOwnDate(type) ? values.celebrationDate || null : null,
  };
}
