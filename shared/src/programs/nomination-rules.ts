import type { ApiErrorId } from '../contract/api-errors';
import {
  NOMINATION_LIMIT_MAX,
  NOMINATION_PERIOD_DESCRIPTION_MAX_LENGTH,
  NOMINATION_PERIOD_NAME_MAX_LENGTH,
  NOMINATION_SUMMARY_MAX_LENGTH,
  type NominationPeriodStatus,
} from './nomination-contract';
import type { NominationPeriodForm } from './nomination-schemas';

/**
 * Programs §4: upcoming before its start, closed from its end on (a close now ends it at once), open
 * between. Both are instants, so the UI and the server agree to the millisecond.
 */
export function nominationPeriodStatus(
  period: { startDate: string; endDate: string | null },
  now: number,
): NominationPeriodStatus {
  if (now < Date.parse(period.startDate)) return 'upcoming';
  if (period.endDate !== null && now >= Date.parse(period.endDate)) return 'closed';
  return 'open';
}

/** Programs §4, §9: no limit (null), or fewer nominations than the limit. */
export const canNominateMore = (nominationLimit: number | null, nominationCount: number) =>
  nominationLimit === null || nominationCount < nominationLimit;

export type NominationPeriodFormError = Extract<
  ApiErrorId,
  | 'nomination_period_name_required'
  | 'nomination_period_name_too_long'
  | 'nomination_period_description_too_long'
  | 'nomination_period_dates_invalid'
  | 'nomination_limit_invalid'
  | 'nomination_condition_invalid'
>;

/** What the form checks that the schema cannot, with the description counted as its plain text. */
export function validateNominationPeriodForm(
  form: NominationPeriodForm,
  descriptionText: string,
): NominationPeriodFormError[] {
  const errors: NominationPeriodFormError[] = [];
  const name = form.name.trim();
  if (name.length === 0) errors.push('nomination_period_name_required');
  if (name.length > NOMINATION_PERIOD_NAME_MAX_LENGTH) errors.push('nomination_period_name_too_long');
  if (descriptionText.length > NOMINATION_PERIOD_DESCRIPTION_MAX_LENGTH) {
    errors.push('nomination_period_description_too_long');
  }
  if (form.endDate !== null && Date.parse(form.endDate) <= Date.parse(form.startDate)) {
    errors.push('nomination_period_dates_invalid');
  }
  const limit = form.nominationLimit;
  if (limit !== null && (limit < 1 || limit > NOMINATION_LIMIT_MAX)) errors.push('nomination_limit_invalid');
  for (const group of [form.nomineeRulesGroup, form.nominatorRulesGroup]) {
    const seen = new Set<string>();
    for (const { attr, value } of group.conditions) {
      const key = `${attr}\u0000${value.trim()}`;
      if (value.trim() === '' || seen.has(key)) errors.push('nomination_condition_invalid');
      seen.add(key);
    }
  }
  return [...new Set(errors)];
}

/** A nominee's reasons in a few words: each once, in order, cut at a word to the summary's length. */
export function nominationSummaryOf(reasons: readonly string[]): string {
  const text = [...new Set(reasons.map((reason) => reason.trim().replace(/\s+/g, ' ')).filter(Boolean))].join(' · ');
  if (text.length <= NOMINATION_SUMMARY_MAX_LENGTH) return text;
  const cut = text.slice(0, NOMINATION_SUMMARY_MAX_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > NOMINATION_SUMMARY_MAX_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
