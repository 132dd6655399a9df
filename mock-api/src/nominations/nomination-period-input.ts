import {
  NOMINATION_LIMIT_MAX,
  NOMINATION_PERIOD_DESCRIPTION_MAX_LENGTH,
  NOMINATION_PERIOD_NAME_MAX_LENGTH,
  nominationPeriodFormSchema,
  validateNominationPeriodForm,
  type ApiErrorId,
  type NominationPeriodForm,
} from '@laurel/shared/contract';
import type { NominationPeriodRow } from '../db/types';
import { sanitizeRichText, textOfRichText } from '../rich-text/sanitize-rich-text';
import { rulesGroupOf, rulesRowOf } from './nomination-audience';

const MAX_BY_ERROR: Partial<Record<ApiErrorId, number>> = {
  nomination_period_name_too_long: NOMINATION_PERIOD_NAME_MAX_LENGTH,
  nomination_period_description_too_long: NOMINATION_PERIOD_DESCRIPTION_MAX_LENGTH,
  nomination_limit_invalid: NOMINATION_LIMIT_MAX,
};

export const nominationErrorParams = (id: ApiErrorId) => ({ max: MAX_BY_ERROR[id] ?? 0 });

/** The stored period as the form, for a PATCH to merge into. */
export const formOfPeriod = (row: NominationPeriodRow): NominationPeriodForm => ({
  name: row.name,
  description: row.description,
  startDate: row.start_date,
  endDate: row.end_date,
  nomineeRulesGroup: rulesGroupOf(row.nominee_rules),
  nominatorRulesGroup: rulesGroupOf(row.nominator_rules),
  nominationLimit: row.nomination_limit,
  visibility: row.visibility,
});

export type CheckedNominationPeriod =
  | {
      fields: Pick<
        NominationPeriodRow,
        | 'name'
        | 'description'
        | 'start_date'
        | 'end_date'
        | 'nominee_rules'
        | 'nominator_rules'
        | 'nomination_limit'
        | 'visibility'
      >;
    }
  | { refused: ApiErrorId; errors?: ApiErrorId[] };

const instantOf = (value: string) => new Date(value).toISOString();

/** The whole form checked with the schema and rules the admin form uses; the description sanitised first. */
export function checkedNominationPeriod(body: unknown): CheckedNominationPeriod {
  const parsed = nominationPeriodFormSchema.safeParse(body);
  if (!parsed.success) return { refused: 'bad_request' };
  const form = parsed.data;
  const description = sanitizeRichText(form.description).trim();
  const errors: ApiErrorId[] = validateNominationPeriodForm(form, textOfRichText(description));
  if (errors.length > 0) return { refused: errors[0]!, errors };
  return {
    fields: {
      name: form.name.trim(),
      description,
      start_date: instantOf(form.startDate),
      end_date: form.endDate === null ? null : instantOf(form.endDate),
      nominee_rules: rulesRowOf(form.nomineeRulesGroup),
      nominator_rules: rulesRowOf(form.nominatorRulesGroup),
      nomination_limit: form.nominationLimit,
      visibility: form.visibility,
    },
  };
}
