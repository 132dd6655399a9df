import type { ApiErrorId } from '../contract/api-errors';
import { isCalendarDay } from '../announcements/announcement-rules';
import {
  ANNIVERSARY_YEAR_MAX,
  CELEBRATION_AMOUNT_MAX,
  CELEBRATION_DEFAULT_POINTS,
  CELEBRATION_DEFAULT_VISIBILITY,
  CELEBRATION_HEADLINE_MAX_LENGTH,
  CELEBRATION_NAME_MAX_LENGTH,
  CELEBRATION_REASON_MAX_LENGTH,
  DEFAULT_WORK_ANNIVERSARY_POINT_SETTING,
  RECEIVING_RULE_ATTRIBUTES,
  YEAR_AMOUNT_MAPPINGS_MAX,
  type Celebration,
  type CelebrationType,
  type ReceivingRulesGroupType,
} from './celebration-contract';
import type { AudienceCondition } from './incentive-contract';

const DEFAULT_TEXT: Record<CelebrationType, { name: string; headline: string; reason: string }> = {
  birthday: { name: 'Birthday', headline: 'Happy birthday!', reason: 'Happy birthday! #Celebrate' },
  custom_yearly_date: { name: 'Yearly celebration', headline: 'Time to celebrate', reason: 'Happy day! #Celebrate' },
  new_hire: { name: 'New hire', headline: 'Welcome aboard', reason: 'Welcome to the team! #Celebrate' },
  welcome: { name: 'Welcome', headline: 'Welcome to Laurel', reason: 'Glad you joined us! #Celebrate' },
  work_anniversary: {
    name: 'Work anniversary',
    headline: 'Happy work anniversary!',
    reason: 'Thank you for another year with us! #Celebrate',
  },
  wellness: { name: 'Wellness day', headline: 'Take care of yourself', reason: 'Enjoy your wellness day! #Wellness' },
};

/** What a new celebration of `type`, and a reset one, holds (programs §9): default points, public, same amount yearly. */
export function celebrationDefaults(type: CelebrationType): Omit<Celebration, 'id'> {
  return {
    ...DEFAULT_TEXT[type],
    type,
    giverId: null,
    amount: CELEBRATION_DEFAULT_POINTS[type],
    includeBenefactors: false,
    imageUrl: null,
    iconUrl: null,
    state: 'active',
    visibility: CELEBRATION_DEFAULT_VISIBILITY,
    workAnniversaryPointSetting: DEFAULT_WORK_ANNIVERSARY_POINT_SETTING,
    yearAmountMappings: [],
    receivingRulesGroup: null,
    celebrationDate: null,
  };
}

const isPoints = (value: number) => Number.isInteger(value) && value >= 0 && value <= CELEBRATION_AMOUNT_MAX;

/** The form's rules, which the server checks too; each broken rule once. */
export function validateCelebration(celebration: Omit<Celebration, 'id'>): ApiErrorId[] {
  const errors: ApiErrorId[] = [];
  const name = celebration.name.trim();
  if (name === '') errors.push('celebration_name_required');
  if (name.length > CELEBRATION_NAME_MAX_LENGTH) errors.push('celebration_name_too_long');
  if (celebration.headline.trim().length > CELEBRATION_HEADLINE_MAX_LENGTH)
    errors.push('celebration_headline_too_long');
  if (celebration.reason.trim().length > CELEBRATION_REASON_MAX_LENGTH) errors.push('celebration_reason_too_long');
  if (celebration.amount !== null && !isPoints(celebration.amount)) errors.push('celebration_amount_invalid');
  const mappings = celebration.yearAmountMappings;
  const years = mappings.map((mapping) => mapping.yearThreshold);
  const mappingsValid =
    mappings.length <= YEAR_AMOUNT_MAPPINGS_MAX &&
    new Set(years).size === years.length &&
    mappings.every(
      ({ yearThreshold, amount }) =>
        Number.isInteger(yearThreshold) &&
        yearThreshold >= 1 &&
        yearThreshold <= ANNIVERSARY_YEAR_MAX &&
        isPoints(amount),
    ) &&
    (celebration.type !== 'work_anniversary' ||
      celebration.workAnniversaryPointSetting === 'everyYearWithSameAmount' ||
      mappings.length > 0);
  if (!mappingsValid) errors.push('celebration_year_mappings_invalid');
  const conditions = celebration.receivingRulesGroup?.conditions ?? [];
  const keys = conditions.map(({ attr, value }) => `${attr}=${value}`);
  const conditionsValid =
    new Set(keys).size === keys.length &&
    conditions.every(
      ({ attr, value }) => (RECEIVING_RULE_ATTRIBUTES as readonly string[]).includes(attr) && value.trim() !== '',
    );
  if (!conditionsValid) errors.push('celebration_condition_invalid');
  const ownDate = celebration.type === 'custom_yearly_date' || celebration.type === 'wellness';
  const date = celebration.celebrationDate;
  if (ownDate ? date === null || !isCalendarDay(date) : date !== null && !isCalendarDay(date))
    errors.push('celebration_date_invalid');
  return errors;
}

/** The calendar day (yyyy-MM-dd) it is at `moment` in `timeZone`; an unknown zone counts as UTC. */
export function localDayOf(moment: number, timeZone: string | null | undefined): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      moment,
    );
  try {
    return format(timeZone ?? 'UTC');
  } catch {
    return format('UTC');
  }
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whether `day` is the yearly return of `date` (both yyyy-MM-dd); 29 February comes back on the 28th in other years. */
export function isYearlyReturn(date: string, day: string): boolean {
  const monthDay = date.slice(5);
  const year = Number(day.slice(0, 4));
  if (monthDay === '02-29' && !isLeapYear(year)) return day.slice(5) === '02-28';
  return day.slice(5) === monthDay;
}

/** The dates of a person a celebration may fall on; yyyy-MM-dd, null when unknown. */
export interface CelebratedPerson {
  birthday: string | null;
  startDate: string | null;
  /** The day they joined Laurel, in their own time zone. */
  joinedOn: string | null;
}

type Celebrated = Pick<
  Celebration,
  'type' | 'amount' | 'celebrationDate' | 'workAnniversaryPointSetting' | 'yearAmountMappings'
>;

/** The points of a work anniversary of `years` years under its point setting; null when that year is not celebrated. */
export function anniversaryAmount(celebration: Celebrated, years: number): number | null {
  const base = celebration.amount ?? 0;
  if (years < 1) return null;
  const mappings = celebration.yearAmountMappings;
  switch (celebration.workAnniversaryPointSetting) {
    case 'everyYearWithSameAmount':
      return base;
    case 'everyYearWithCustomAmount': {
      const reached = mappings
        .filter((mapping) => mapping.yearThreshold <= years)
        .sort((a, b) => b.yearThreshold - a.yearThreshold);
      return reached[0]?.amount ?? base;
    }
    case 'onlySpecificYears':
      return mappings.find((mapping) => mapping.yearThreshold === years)?.amount ?? null;
  }
}

/**
 * Whether `day` (the person's own calendar day) is theirs to be celebrated, and with how many points:
 * null when it is not their day (or not a year the work anniversary celebrates).
 */
export function celebrationAmountOn(celebration: Celebrated, person: CelebratedPerson, day: string): number | null {
  const amount = celebration.amount ?? 0;
  switch (celebration.type) {
    case 'birthday':
      return person.birthday !== null && isYearlyReturn(person.birthday, day) ? amount : null;
    case 'new_hire':
      return person.startDate === day ? amount : null;
    case 'welcome':
      return person.joinedOn === day ? amount : null;
    case 'work_anniversary':
      return person.startDate !== null && isYearlyReturn(person.startDate, day)
        ? anniversaryAmount(celebration, Number(day.slice(0, 4)) - Number(person.startDate.slice(0, 4)))
        : null;
    case 'custom_yearly_date':
    case 'wellness':
      return celebration.celebrationDate !== null && isYearlyReturn(celebration.celebrationDate, day) ? amount : null;
  }
}

/** The creation form's recipient lists (programs §3) as the receiving rules' conditions; none is everyone (null). */
export function receivingRulesOf(
  {
    recipientDepartments = [],
    recipientLocations = [],
    recipientTeams = [],
  }: { recipientDepartments?: string[]; recipientLocations?: string[]; recipientTeams?: string[] },
  groupType: ReceivingRulesGroupType,
): { groupType: ReceivingRulesGroupType; conditions: AudienceCondition[] } | null {
  const conditions: AudienceCondition[] = [
    ...recipientDepartments.map((value) => ({ attr: 'department' as const, value })),
    ...recipientLocations.map((value) => ({ attr: 'location' as const, value })),
    ...recipientTeams.map((value) => ({ attr: 'team' as const, value })),
  ];
  return conditions.length === 0 ? null : { groupType, conditions };
}
